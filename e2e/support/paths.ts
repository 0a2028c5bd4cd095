import path from 'node:path';

/** The e2e portal's port; several checkouts or engineers can run suites side by side with E2E_PORT. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/** Where the e2e portal keeps its data and where the test SMTP receiver drops mail. */
export const e2eRoot = path.resolve(import.meta.dirname, '..', '..', '.tmp', `e2e-${e2ePort}`);
export const e2eDataDir = path.join(e2eRoot, 'data');
export const e2eInboxDir = path.join(e2eRoot, 'inbox');
