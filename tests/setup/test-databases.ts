import { afterAll } from 'vitest';
import { removeKeptDatabases } from '../../src/server/test-support/test-database';

// The API tests' databases are kept from test to test within a file (emptied between them); after
// the file's last test they are removed, so no schema or file outlives its test file.
afterAll(async () => {
  await removeKeptDatabases();
});
