import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

/** What every module may use: opened once in main.ts (or a test) and passed to buildApp. */
export interface Deps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  jobs: JobRunner;
}
