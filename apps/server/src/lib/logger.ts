import { pino, type Logger } from 'pino';
import { redactingLogger } from './log-redaction.ts';

/** A logger outside any request (jobs, sweeps), with the same redaction and level as the app's. */
export const createLogger = (level: string): Logger => pino(redactingLogger({ level }));
export type { Logger };
