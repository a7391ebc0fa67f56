import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loggerOptions } from './ops/logger';
import { bootstrapFirstTeacher, passwordBox } from './modules/auth/bootstrap';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './plugins/rate-limit-store';

// Reads config, opens and migrates the database, creates the first teacher on an empty database,
// listens, and on SIGTERM/SIGINT finishes requests in flight before closing the database and Redis.

function loadConfig() {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db, database.dialect);

const firstTeacher = await bootstrapFirstTeacher(database.db, config);
if (firstTeacher) {
  if (firstTeacher.generatedPassword)
    console.log(`\n${passwordBox(firstTeacher.username, firstTeacher.generatedPassword)}\n`);
  else
    console.log(
      `Created the first teacher "${firstTeacher.username}" from TEACHER_USERNAME/TEACHER_PASSWORD.`,
    );
}

const rateLimitStore = config.redisUrl
  ? createRedisRateLimitStore(
      new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 }),
    )
  : createMemoryRateLimitStore();

const app = await buildApp({
  db: database.db,
  dialect: database.dialect,
  config,
  rateLimitStore,
  logger: loggerOptions(config),
  ...(config.clientDir ? { clientDir: config.clientDir } : {}),
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, finishing requests in flight`);
  try {
    await app.close();
    await database.close();
    await rateLimitStore.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Storage: ${database.dialect}${config.redisUrl ? ', rate limits in Redis' : ''}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await database.close();
  await rateLimitStore.close();
  process.exit(1);
}
