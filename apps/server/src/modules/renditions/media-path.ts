import type { RenditionQuery } from '@vitrine/contract';
import { badRequest } from '../../lib/errors.ts';
import { PUBLIC_MEDIA_ROOTS } from '../../storage/keys.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9_.-]*)+\.[a-zA-Z0-9]{2,5}$/;

/** The storage key of a media path, or a 400 when it is not a public media file. */
export function mediaKey(path: string): string {
  const root = path.split('/')[0];
  if (
    !SAFE_KEY.test(path) ||
    path.includes('..') ||
    !(PUBLIC_MEDIA_ROOTS as readonly string[]).includes(root)
  ) {
    throw badRequest('Invalid file path', 'path', 'invalid_path');
  }
  return path;
}

/** True when the query asks for no change at all: the original file is served. */
export function isOriginal(query: RenditionQuery): boolean {
  return (
    !query.width &&
    !query.height &&
    query.quality === undefined &&
    (query.format === undefined || query.format === 'source')
  );
}
