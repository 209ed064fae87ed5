import { Readable } from 'node:stream';
import { API_BASE, ASSET_UPLOAD_PATH } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';

/** Upload-Metadata as tus writes it: `key base64(value)` pairs, comma separated. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A tus client over app.inject for the console's asset uploads (one administrator's token). */
export function tusClient(app: FastifyInstance, token: string | undefined) {
  const auth: Record<string, string> = token ? { authorization: token } : {};
  const base = { ...auth, 'tus-resumable': '1.0.0' };
  const answer = (r: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    let json: any;
    try {
      json = r.body ? JSON.parse(r.body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: r.statusCode, headers: r.headers, json };
  };
  return {
    create: async (size: number, metadata: Record<string, string>) =>
      answer(
        await app.inject({
          method: 'POST',
          url: API_BASE + ASSET_UPLOAD_PATH,
          headers: { ...base, 'upload-length': String(size), 'upload-metadata': tusMetadata(metadata) },
        }),
      ),
    offset: async (location: string) =>
      answer(await app.inject({ method: 'HEAD', url: location, headers: base })),
    send: async (location: string, offset: number, bytes: Buffer | Readable) =>
      answer(
        await app.inject({
          method: 'PATCH',
          url: location,
          headers: {
            ...base,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          payload: bytes,
        }),
      ),
    cancel: async (location: string) =>
      answer(await app.inject({ method: 'DELETE', url: location, headers: base })),
  };
}

/** A whole upload in one PATCH: the answer of its last call. */
export async function uploadWhole(
  tus: ReturnType<typeof tusClient>,
  bytes: Buffer,
  metadata: Record<string, string>,
) {
  const created = await tus.create(bytes.length, metadata);
  if (created.status !== 201) return created;
  return tus.send(String(created.headers.location), 0, bytes);
}
