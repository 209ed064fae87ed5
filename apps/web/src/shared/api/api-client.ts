import { API_BASE } from '@vitrine/contract/constants';
import { getUser, sessionRefused } from '../session/session-store';
import { readText, writeText } from '../storage/browser-storage';
import { toApiError } from './api-error';
import { getRequestLocale } from './request-locale';

/** The portal server: the page's own origin unless VITE_API_BASE names another. */
export const serverOrigin = import.meta.env.VITE_API_BASE ?? '';
/** Where the portal API lives. */
export const apiBase = serverOrigin + API_BASE;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values go as JSON; FormData goes as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Use this token instead of the stored user's (login, guest-only calls, password reset). */
  token?: string | null;
  /** Off for calls whose 401 means "wrong input" rather than "the session has ended". */
  resetSessionOn401?: boolean;
  /** Prefix for `path`; defaults to the API base (the asset download/share paths live beside it). */
  base?: string;
}

/** Builds `?a=1&b=x&b=y`, skipping empty values. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const RELOAD_MARK = 'reloaded-on-401';

/**
 * A 401 for the stored session. A signed-in person's session is marked as ended, and the portal
 * asks them to sign in again where they are (app/shell/session-ended-dialog.tsx), never quietly
 * turning them into a guest. For a guest, spec 8 stands: the record is cleared and the page
 * reloads (once per 10 s, so a broken guest token cannot loop), coming back with the current one.
 */
function onUnauthorized(token: string): void {
  if (sessionRefused(token) !== 'dropped') return;
  const last = Number(readText(RELOAD_MARK, 'session') ?? 0);
  if (Date.now() - last < 10_000) return;
  writeText(RELOAD_MARK, String(Date.now()), 'session');
  window.location.reload();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Calls `{apiBase}{path}`; resolves with the parsed answer or rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, resetSessionOn401 = true } = options;
  const token = options.token === undefined ? (getUser()?.token ?? null) : options.token;
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', token);
  const locale = getRequestLocale();
  if (locale) headers.set('Accept-Language', locale);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const url = `${options.base ?? apiBase}${path}${toQueryString(query)}`;
  const response = await fetch(url, { method, headers, body: payload, signal });
  const answer = await readBody(response);
  if (response.ok) return answer as T;
  if (response.status === 401 && token && resetSessionOn401) onUnauthorized(token);
  throw toApiError(response.status, answer);
}

/** Shorthands; `path` is relative to the API base, e.g. '/public/config/'. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
