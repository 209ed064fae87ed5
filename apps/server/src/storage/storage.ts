import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  end: number;
}

/** One interface over file storage; keys are relative paths built by the server, never by clients. */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /** The file's bytes, or the inclusive byte range `start`..`end` of them; throws when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  delete(key: string): Promise<void>;
  /** The file's path on this machine, for drivers that keep files on local disk (libvips reads it directly). */
  localPath?(key: string): string;
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
