import { SERVER_PREFIX } from '@vitrine/contract';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { errorBody } from '../lib/errors.ts';
import { escapeHtml } from '../lib/html.ts';
import { requestOrigin } from './request-origin.ts';

/** What a page renderer writes into index.html before the app runs. */
export interface RenderedPage {
  /** Elements for the head (the configuration and locales as a JSON script). */
  script: string;
  /** The top bar put into the app's root until the app draws its own. */
  shell: string;
  /** A first screen placed before the app's root (which it hides), or null for the shell alone. */
  screen: string | null;
  /** Style elements of that screen, for the head. */
  styles: string;
  /** Script chunks of the screen's page in the app (addresses), fetched beside the app's own. */
  modules?: string[];
}

/** Draws the page of an address (given by the boot area; infrastructure knows no area). */
export type PageRenderer = (deps: Deps, origin: string, url: string) => Promise<RenderedPage>;

/**
 * Serves the built web app: hashed assets cached for a year, every other path answered with
 * index.html (carrying what `renderPage` draws: the configuration and locales the app starts with,
 * its top bar, a list's first screen) so the client router takes over. Unknown API paths stay JSON
 * 404s.
 */
export const webPlugin = fp(
  async (app, options: { root: string; renderPage?: PageRenderer }) => {
    const index = path.join(options.root, 'index.html');
    const hasApp = fs.existsSync(index);
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0];
      // API paths and missing files (anything with an extension) are real 404s, not the app.
      const isApi = path.startsWith(SERVER_PREFIX) || /\.[a-z0-9]{1,8}$/i.test(path);
      if (isApi || !hasApp || !['GET', 'HEAD'].includes(request.method)) {
        return reply
          .code(404)
          .send(errorBody('not_found', `No such path: ${request.method} ${request.url.split('?')[0]}`));
      }
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      // A list page with its first screen is some 200 KB of markup: compressed here, as the
      // compression plugin only hooks into routes, and this handler is none.
      const send = (html: string) => {
        const encoding = pageEncoding(request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding');
        if (!encoding || Buffer.byteLength(html) < 1024) return reply.send(html);
        return reply.header('content-encoding', encoding).send(compressPage(html, encoding));
      };
      // Read per request (a small file in the page cache) rather than held: it is the deployed build.
      const template = await fs.promises.readFile(index, 'utf8');
      if (!options.renderPage) return send(template);
      try {
        const boot = await options.renderPage(app.deps, requestOrigin(request), request.url);
        // The address's language from the first paint (the app sets the same once it runs).
        const language = /^\/([a-z]{2})[-_][a-z]{2}(?:[/?]|$)/i.exec(request.url)?.[1].toLowerCase();
        const page = template
          .replace('<html lang="en">', `<html lang="${language ?? 'en'}">`)
          .replace('</head>', `${boot.script}${boot.styles}</head>`);
        if (!boot.screen)
          return send(page.replace('<div id="root"></div>', `<div id="root">${boot.shell}</div>`));
        return send(withFirstScreen(page, boot.screen, boot.modules ?? []));
      } catch (error) {
        // The app fetches what it needs itself when the page cannot carry it.
        request.log.warn(error);
        return send(template);
      }
    });
  },
  { name: 'web' },
);

/**
 * The page with a list's first screen before the app's root. The cards' pictures are what the
 * visitor waits for: the app's scripts wait in a template, and the starter (public/start-app.js of
 * the web app, a file so that any CSP allowing 'self' lets it run) adds them after the first
 * pictures are in. The chunks of the screen's page in the app go with them: the app's router
 * would otherwise name them only once it runs (a round trip later, and a long task of adding their
 * links).
 */
function withFirstScreen(page: string, screen: string, modules: readonly string[]): string {
  const app: string[] = [];
  const head = page.replace(
    /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
    (tag) => {
      app.push(tag.trim());
      return '';
    },
  );
  for (const href of modules)
    if (!app.some((tag) => tag.includes(`"${href}"`)))
      app.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  return head.replace(
    '<div id="root"></div>',
    `${screen}<div id="root"></div><template id="vitrine-app">${app.join('')}</template><script async src="/start-app.js"></script>`,
  );
}

/** The page's encoding for an Accept-Encoding header: Brotli, else gzip, else none. */
function pageEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | null {
  const list = (Array.isArray(accepted) ? accepted.join(',') : (accepted ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.toLowerCase());
  if (list.includes('br')) return 'br';
  if (list.includes('gzip')) return 'gzip';
  return null;
}

/** A page compressed at a level that costs a few milliseconds, not tens. */
function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(html, { level: 6 });
}
