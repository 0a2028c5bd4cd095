import path from 'node:path';

/** Where the e2e portal keeps its data and where the test SMTP receiver drops mail. */
export const e2eRoot = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'e2e');
export const e2eDataDir = path.join(e2eRoot, 'data');
export const e2eInboxDir = path.join(e2eRoot, 'inbox');
