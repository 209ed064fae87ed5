import type { ServerResponse } from 'node:http';
import type { ZipSink } from './zip-writer.ts';

/**
 * The HTTP response as a zip sink. A write resolves when the socket has taken the bytes (its
 * callback), not when they are queued, so the writer may reuse its buffer: the archive flows at
 * the client's pace with two chunks in flight, and nothing is copied per chunk.
 */
export function responseSink(response: ServerResponse): ZipSink {
  return {
    write: (bytes) =>
      new Promise<void>((resolve, reject) => {
        const closed = () => reject(new Error('The client closed the connection'));
        if (response.destroyed) return closed();
        response.once('close', closed);
        response.write(bytes, (error) => {
          response.off('close', closed);
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
