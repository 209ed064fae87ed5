import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A small JSON client over app.inject for API tests (the test portal holds every answer to the contract). */
export function client(app: FastifyInstance, defaults: { token?: string; locale?: string } = {}) {
  async function call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url: url.startsWith('/pim') ? url : `${API}${url}`,
      headers: {
        ...(defaults.token ? { authorization: defaults.token } : {}),
        ...(defaults.locale ? { 'accept-language': defaults.locale } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    let json: unknown;
    try {
      json = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, headers: response.headers, json: json as any, body: response.body };
  }
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call('POST', url, body, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) =>
      call('PATCH', url, body, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => call('PUT', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

export const DEMO = { email: 'demo@vitrine.example', password: 'showroom-demo-2026' };

/** Signs in and answers a client carrying the session token. */
export async function signIn(app: FastifyInstance, email = DEMO.email, password = DEMO.password) {
  const { json, status } = await client(app).post('/public/auth/token', { username: email, password });
  if (status !== 200) throw new Error(`sign in failed: ${status} ${JSON.stringify(json)}`);
  return { token: json.token as string, api: client(app, { token: json.token }) };
}

/** The setup's guest token, as a visitor's browser reads it from the configuration. */
export async function guestToken(app: FastifyInstance): Promise<string> {
  return (await client(app).get('/public/config/')).json.setup.guest_token as string;
}

/** The guest's clients in English and German, reading as a visitor without an account would. */
export async function guestClients(app: FastifyInstance) {
  const token = await guestToken(app);
  return { en: client(app, { token, locale: 'en_GB' }), de: client(app, { token, locale: 'de_DE' }) };
}
