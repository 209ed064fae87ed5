import path from 'node:path';
import type { AppConfig } from './config.ts';
import { openDatabase, type OpenDatabase } from './db/database.ts';
import type { Deps } from './deps.ts';
import { createMailer } from './mail/mailer.ts';
import { createLocalStorage } from './storage/local-storage.ts';

/** Opens every infrastructure piece named by the configuration; `close` releases them in order. */
export async function openRuntime(config: AppConfig): Promise<{ deps: Deps; database: OpenDatabase; close: () => Promise<void> }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const storage = createLocalStorage(path.join(config.dataDir, 'files'));
  const deps: Deps = { config, db: database.db, mailer, storage };
  return {
    deps,
    database,
    close: async () => {
      mailer.close();
      await database.close();
    },
  };
}
