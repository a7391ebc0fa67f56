import { ConfigError, parseConfig } from '#server/config';
import { backup, restore } from './backup';

// `npm run backup -- FILE` and `npm run restore -- FILE` for the database named by DATABASE_URL.

const [mode, file] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !file) {
  console.error('Usage: npm run backup -- FILE   or   npm run restore -- FILE');
  process.exit(2);
}
try {
  const config = parseConfig(process.env);
  console.log(
    mode === 'backup' ? await backup(config.databaseUrl, file) : await restore(config.databaseUrl, file),
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
