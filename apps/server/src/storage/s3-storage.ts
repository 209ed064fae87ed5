import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  NotFound,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, streamSink, type Storage, type StoredFile } from './storage.ts';

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
    async *list(folder): AsyncGenerator<StoredFile> {
      if (folder) assertSafeKey(folder);
      const Prefix = folder ? `${folder}/` : undefined;
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket, Prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key)
            yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
        }
      }
    },
    async removeAbandoned(before) {
      // Uploads in progress are not objects: a crash mid-upload leaves its parts, billed, until
      // aborted. S3 tells when an upload started, not when it last received a part, so `before`
      // should allow for the longest upload (a bucket lifecycle rule does the same on its own).
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        const page = await client
          .send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }))
          .catch((error: unknown) => {
            // Some S3-compatible servers do not list uploads: their lifecycle rules are the way.
            if ((error as { name?: string }).name === 'NotImplemented') return null;
            throw error;
          });
        if (!page) return removed;
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          removed++;
        }
        if (!page.IsTruncated) return removed;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
    },
  };
}
