import type { FastifyInstance } from 'fastify';
import { API } from './test-app.ts';

/** A part of a multipart body: a text field, or a file. */
export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart body as a browser sends a form: text parts and file parts. */
export function multipart(parts: Part[]) {
  const boundary = '----vitrine-form-boundary';
  const chunks = parts.flatMap((p) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    return 'value' in p
      ? [Buffer.from(`${head}\r\n\r\n${p.value}\r\n`)]
      : [
          Buffer.from(`${head}; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
          p.data,
          Buffer.from('\r\n'),
        ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Posts the parts as multipart to an API path (`/private/…`), with the session token; answers the
 * status and the JSON answer (undefined for an empty or other one).
 */
export async function postMultipart(app: FastifyInstance, url: string, token: string, parts: Part[]) {
  const body = multipart(parts);
  const r = await app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { authorization: token, ...body.headers },
    payload: body.payload,
  });
  let json: any;
  try {
    json = r.body ? JSON.parse(r.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: r.statusCode, json };
}
