import { afterAll, expect } from 'vitest';
import { writeFileStatements } from './sql-coverage';

// Every server test file writes the SQL statements it ran (tests/server/support/sql-coverage.ts).
afterAll(() => {
  const { testPath } = expect.getState();
  if (testPath) writeFileStatements(testPath);
});
