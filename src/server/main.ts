import cluster from 'node:cluster';
import { buildApp, LISTEN_BACKLOG } from './app';
import { ConfigError, checkInstanceRule, parseConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loggerOptions } from './ops/logger';
import { bootstrapFirstTeacher, passwordBox } from './modules/auth';
import { chooseHashingEngine } from './modules/auth';
import { type ScryptEngine, scryptEngine } from './modules/auth';
import { createRedisChangeBus } from './cache/change-bus';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './plugins/rate-limit-store';

// Reads config, opens and migrates the database, creates the first teacher on an empty database,
// listens, and on SIGTERM/SIGINT finishes requests in flight before closing the database and Redis.
// With WORKERS=N (PostgreSQL and Redis), this first process does the migration and the first
// teacher, then starts N server processes that share the port and replaces any that dies; a
// SIGTERM is passed on to each, and the first process exits when they all have.

function loadConfig() {
  try {
    const parsed = parseConfig(process.env);
    checkInstanceRule(parsed);
    return parsed;
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

if (cluster.isPrimary) {
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
  if (config.workers > 1) {
    await database.close();
    superviseWorkers(config.workers);
  }
}

/** The first process of WORKERS=N: starts the server processes, restarts a crashed one, stops them all. */
function superviseWorkers(count: number): void {
  let stopping = false;
  const listening = new Set<number>();
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: stopping the server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === count) console.log(`${count} server processes share port ${config.port}.`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // One that never started (a port in use, a bad database URL) would fail again at once: stop.
    if (!listening.has(worker.id)) {
      process.exitCode = 1;
      stop(`A server process could not start (${signal ?? code})`);
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    cluster.fork();
  });
  process.on('SIGTERM', () => stop('SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT received'));
  for (let i = 0; i < count; i += 1) cluster.fork();
}

if (cluster.isWorker || config.workers === 1) await serve();

async function serve(): Promise<void> {
  const { redisUrl } = config;
  const Redis = redisUrl ? (await import('ioredis')).Redis : undefined;
  const redis = Redis && redisUrl ? () => new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const rateLimitStore = redis ? createRedisRateLimitStore(redis()) : createMemoryRateLimitStore();
  // With Redis, every process hears every other's change notices (its own cache stays correct).
  const changeBus = redis ? createRedisChangeBus(redis(), redis()) : undefined;

  const app = await buildApp({
    db: database.db,
    dialect: database.dialect,
    config,
    rateLimitStore,
    ...(changeBus ? { changeBus } : {}),
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
      await app.caches.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    app.log.info(
      `Storage: ${database.dialect}${config.redisUrl ? ', rate limits and change notices in Redis' : ''}; passwords hashed by ${engineName(scryptEngine())} scrypt`,
    );
    // Timed in the background once serving: a sign-in meanwhile uses the engine it started with.
    chooseHashingEngine().then(
      (timing) => {
        if (timing)
          app.log.info(
            `Passwords hashed by ${engineName(timing.engine)} scrypt from now on, the faster here (one lane of the cost: libsodium ${timing.sodiumMs.toFixed(0)} ms, Node ${timing.nodeMs.toFixed(0)} ms)`,
          );
      },
      (error: unknown) => app.log.warn({ err: error }, 'timing the scrypt implementations failed'),
    );
  } catch (error) {
    app.log.error({ err: error }, 'could not start the server');
    await database.close();
    await rateLimitStore.close();
    await app.caches.close();
    process.exit(1);
  }
}

function engineName(engine: ScryptEngine): string {
  return engine === 'libsodium' ? "libsodium's" : "Node's";
}
