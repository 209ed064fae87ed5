import path from 'node:path';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type OpenDatabase } from './db/database.ts';
import type { Deps } from './deps.ts';
import { createBullmqJobs } from './jobs/bullmq-jobs.ts';
import { createInProcessJobs } from './jobs/in-process-jobs.ts';
import { createLogger } from './lib/logger.ts';
import { setMetricSources } from './lib/metrics.ts';
import { createMailer } from './mail/mailer.ts';
import { mailSender } from './modules/config/index.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';

/** Mail, storage and jobs around an open database, as the configuration names them. */
export function createDeps(config: AppConfig, db: Database): { deps: Deps; close: () => Promise<void> } {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    // The console may set another sender; it wins over MAIL_FROM.
    sender: () => mailSender({ db, config }),
  });
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
  // Each area registers its own jobs when its routes are registered.
  const log = createLogger(config.logLevel);
  const jobs = config.redisUrl
    ? createBullmqJobs(db, { url: config.redisUrl, prefix: config.redisPrefix }, config.jobs, log)
    : createInProcessJobs(db, config.jobs, log);
  const deps: Deps = { config, db, mailer, storage, jobs };
  return {
    deps,
    close: async () => {
      await jobs.close();
      mailer.close();
    },
  };
}

/** Opens every infrastructure piece named by the configuration; `close` releases them in order. */
export async function openRuntime(
  config: AppConfig,
): Promise<{ deps: Deps; database: OpenDatabase; close: () => Promise<void> }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    lowMemory: config.lowMemory,
  });
  const { deps, close } = createDeps(config, database.db);
  if (database.poolStats) setMetricSources({ pool: database.poolStats });
  return {
    deps,
    database,
    close: async () => {
      await close();
      await database.close();
    },
  };
}
