import { PassThrough, type Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  end: number;
}

/** A published file, as a listing names it. */
export interface StoredFile {
  key: string;
  size: number;
  modified: Date;
}

/** One interface over file storage; keys are relative paths built by the server, never by clients. */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /** A file written piece by piece (large archives): published by `close`, nothing left by `abort`. */
  create(key: string, contentType?: string): Promise<FileSink>;
  /** The file's bytes, or the inclusive byte range `start`..`end` of them; throws when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  delete(key: string): Promise<void>;
  /**
   * Every published file under a folder (`exports`, `profile`…; '' for all), in no set order and
   * a page at a time; files being written are not published, so never listed.
   */
  list(folder: string): AsyncIterable<StoredFile>;
  /**
   * Deletes what writes that never finished (a crash mid-write) left behind, untouched since
   * `before`; answers how many. A write still going on is newer than that, so it is kept.
   */
  removeAbandoned(before: Date): Promise<number>;
  /** The file's path on this machine, for drivers that keep files on local disk (libvips reads it directly). */
  localPath?(key: string): string;
}

/**
 * A file being written. Each `write` resolves once its bytes are taken, so the caller may reuse
 * the buffer it passed: a writer can copy gigabytes through one pair of buffers instead of leaving
 * a trail of chunks for the garbage collector.
 */
export interface FileSink {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * A sink over a driver's streaming `put`: the stream holds on to what it is given, so each write
 * is copied; waits for the stream to drain, so memory stays bounded.
 */
export function streamSink(put: (body: Readable) => Promise<void>): FileSink {
  const body = new PassThrough({ highWaterMark: 1024 * 1024 });
  const stored = put(body);
  stored.catch(() => undefined);
  return {
    async write(bytes) {
      if (body.destroyed) await stored;
      if (body.write(Buffer.from(bytes))) return;
      await new Promise<void>((resolve, reject) => {
        const settle = (error?: Error) => {
          body.off('drain', drained);
          body.off('close', closed);
          if (error) reject(error);
          else resolve();
        };
        const drained = () => settle();
        const closed = () => settle(body.errored ?? new Error('The upload was closed'));
        body.once('drain', drained);
        body.once('close', closed);
      });
    },
    async close() {
      body.end();
      await stored;
    },
    async abort() {
      body.destroy(new Error('Aborted'));
      await stored.catch(() => undefined);
    },
  };
}

/** Keys are plain relative paths of safe characters: nothing can escape the storage root. */
export function assertSafeKey(key: string): void {
  if (
    !/^[a-zA-Z0-9_-][a-zA-Z0-9_./-]*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '')
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Reads a whole stream into memory (for inputs already bounded in size). */
export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
