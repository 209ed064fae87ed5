import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { machineMemoryBytes, SMALL_MACHINE_BYTES } from './lib/machine-memory.ts';

const Flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every environment variable the server reads, parsed and validated in one place. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  // Host names (no port) the portal answers when PUBLIC_URL is unset; `*` answers any.
  ALLOWED_HOSTS: z.string().max(4000).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Vitrine <no-reply@vitrine.local>'),
  // Where new reports and form results are mailed; none when unset.
  OPERATOR_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  // The portal's time zone (IANA name) when the stored setup names none: form windows open at its midnight.
  TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Not an IANA time zone')
    .default('UTC'),
  GUEST_MODE: Flag.default(true),
  DEMO_DATA: Flag.default(true),
  DEMO_SCALE: z.coerce.number().int().min(1).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: Flag.default(false),
  RATE_LIMIT: Flag.default(true),
  // 'auto': the low-memory mode on a machine (or container) with less than 2 GiB.
  LOW_MEMORY: z.union([z.literal('auto'), Flag]).default('auto'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  REGISTRATION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  // The set-your-password link of an account an operator made or approved.
  INVITE_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // How long the console's audit log keeps an entry.
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365 * 20)
    .default(365 * 2),
  // How long the record of a cart link stays after the link expired: the console's download history.
  DOWNLOAD_HISTORY_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(365 * 20)
    .default(365),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .default('bull'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: Flag.default(false),
  JOB_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(50),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  JOB_BACKOFF_MS: z.coerce.number().int().min(1).max(3600_000).default(1000),
  // BullMQ: how long a running job's lock lasts without renewal, and how often workers look for
  // jobs whose lock ran out (their instance died): such a job goes back to the queue for another.
  JOB_LOCK_MS: z.coerce.number().int().min(1000).max(3600_000).default(30_000),
  JOB_STALLED_MS: z.coerce.number().int().min(500).max(3600_000).default(30_000),
  // Mebibytes; fractions allowed (tests use a few kilobytes).
  // Bearer token that opens /metrics (Prometheus); /metrics does not exist without it.
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  RENDITION_CACHE_MB: z.coerce.number().positive().default(2048),
  // The largest file an administrator may upload as an asset (mebibytes), and where unfinished
  // uploads are kept: a folder every instance shares when several run (default DATA_DIR/uploads).
  ASSET_UPLOAD_MAX_MB: z.coerce
    .number()
    .positive()
    .max(1024 * 1024)
    .default(5120),
  ASSET_UPLOAD_DIR: z.string().optional(),
  // Each conversion of a 24-megapixel source holds up to ~100 MB: two by default, one in the
  // low-memory mode (a small machine stays within its memory); raise with cores and memory.
  RENDITION_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  RENDITION_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
});

/** Every environment variable the server reads (deployment files are checked against it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(Env.shape);

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** Opens /metrics to a scraper that sends it as a bearer token; undefined: no /metrics. */
  metricsToken: string | undefined;
  /**
   * Host names the portal answers (lower case, no port); undefined answers any. Links in mails use
   * PUBLIC_URL, or else the request's host, which is why an unset PUBLIC_URL needs this list.
   */
  allowedHosts: string[] | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where new reports and form results are mailed; undefined sends none. */
  operatorEmail: string | undefined;
  /** The portal's time zone when the stored setup names none. */
  timeZone: string;
  guestMode: boolean;
  demoData: boolean;
  demoScale: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimit: boolean;
  /**
   * The embedded database in its low-memory mode: its engine unoptimised and 16 MB of shared
   * buffers (a third of the memory peak, slower queries); by default on a small machine.
   */
  lowMemory: boolean;
  sessionTtlMs: number;
  resetTtlMs: number;
  /** How long a registration link stays valid. */
  registrationTtlMs: number;
  /** How long the set-your-password link of an account made in the console stays valid. */
  inviteTtlMs: number;
  /** How long the audit log keeps an entry. */
  auditRetentionDays: number;
  downloadHistoryDays: number;
  webDist: string;
  /** Asset uploads in the console: the size limit, and the folder unfinished uploads are kept in. */
  assetUpload: { maxBytes: number; dir: string };
  redisUrl: string | undefined;
  /** Key prefix of the job queue on Redis. */
  redisPrefix: string;
  /**
   * Background jobs: workers per process, waiting jobs before `run` answers busy, retries; on
   * BullMQ, a running job's lock and how often stalled jobs (their instance died) are looked for.
   */
  jobs: {
    concurrency: number;
    queueLimit: number;
    attempts: number;
    backoffMs: number;
    lockMs: number;
    stalledMs: number;
  };
  /** Files go to this S3-compatible bucket when set, else under DATA_DIR/files. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /** Renditions kept in storage; past it the least recently used are deleted. */
  renditionCacheBytes: number;
  /** Conversions running at once in this process. */
  renditionWorkers: number;
  /** Conversions waiting for a worker before the media route answers 503 busy. */
  renditionQueue: number;
};

/**
 * The hosts to answer. An explicit list wins (`*` for any). With PUBLIC_URL set, links never take
 * the request's host, so any host is answered (a reverse proxy may pass its own). Without it, only
 * this machine's names and addresses — the ones the server prints at start.
 */
function allowedHosts(list: string | undefined, publicUrl: string | undefined): string[] | undefined {
  if (list?.trim() === '*') return undefined;
  if (list) return list.split(',').map(normalHost).filter(Boolean);
  if (publicUrl) return undefined;
  return [...new Set(localHosts().map(normalHost))];
}

/** Lower case, without port or IPv6 brackets. */
export function normalHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const colon = h.indexOf(':');
  return colon >= 0 && colon === h.lastIndexOf(':') ? h.slice(0, colon) : h;
}

/** localhost, the machine's name and every address of its network interfaces. */
export function localHosts(): string[] {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .map((i) => i?.address)
    .filter((a): a is string => !!a);
  return ['localhost', os.hostname(), ...addresses];
}

const here = path.dirname(new URL(import.meta.url).pathname);

/** Reads the configuration from an environment (process.env by default); throws a readable error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const lowMemory = e.LOW_MEMORY === 'auto' ? machineMemoryBytes() < SMALL_MACHINE_BYTES : e.LOW_MEMORY;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    allowedHosts: allowedHosts(e.ALLOWED_HOSTS, e.PUBLIC_URL),
    smtpUrl: e.SMTP_URL,
    metricsToken: e.METRICS_TOKEN,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    timeZone: e.TIME_ZONE,
    guestMode: e.GUEST_MODE,
    demoData: e.DEMO_DATA,
    demoScale: e.DEMO_SCALE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: e.RATE_LIMIT,
    lowMemory,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    resetTtlMs: e.RESET_TTL_MINUTES * 60_000,
    registrationTtlMs: e.REGISTRATION_TTL_HOURS * 3600_000,
    inviteTtlMs: e.INVITE_TTL_DAYS * 24 * 3600_000,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    downloadHistoryDays: e.DOWNLOAD_HISTORY_DAYS,
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '../../web/dist')),
    assetUpload: {
      maxBytes: Math.floor(e.ASSET_UPLOAD_MAX_MB * 1024 * 1024),
      dir: path.resolve(e.ASSET_UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jobs: {
      concurrency: 2,
      queueLimit: e.JOB_QUEUE_LIMIT,
      attempts: e.JOB_ATTEMPTS,
      backoffMs: e.JOB_BACKOFF_MS,
      lockMs: e.JOB_LOCK_MS,
      stalledMs: e.JOB_STALLED_MS,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    renditionCacheBytes: Math.round(e.RENDITION_CACHE_MB * 2 ** 20),
    renditionWorkers: e.RENDITION_WORKERS ?? (lowMemory ? 1 : 2),
    renditionQueue: e.RENDITION_QUEUE,
  };
}
