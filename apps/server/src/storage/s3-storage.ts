import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, streamSink, type Storage } from './storage.ts';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

// Parts of 8 MiB, four in flight: a streamed upload holds at most about 32 MiB whatever its size.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Objects in an S3-compatible bucket. Uploads are multipart streams: an object appears only when
 * its upload completes, and a failed upload is aborted, so readers never see half a file.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  const put: Storage['put'] = async (key, body, contentType) => {
    assertSafeKey(key);
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    await upload.done();
  };
  return {
    put,
    create: async (key, contentType) => {
      assertSafeKey(key);
      return streamSink((body) => put(key, body, contentType));
    },
    async get(key, range) {
      assertSafeKey(key);
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw Object.assign(new Error(`No such file: ${key}`), { code: 'ENOENT' });
        throw error;
      }
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
