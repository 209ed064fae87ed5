import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { mailText } from '../../mail/messages.ts';

/**
 * 410 Gone for a share an operator revoked: a short page in the reader's language for a browser
 * (the link came in a mail), the error for any other client.
 */
export function revokedAnswer(request: FastifyRequest, reply: FastifyReply) {
  reply.code(410).header('cache-control', 'no-store');
  if (!(request.headers.accept ?? '').includes('text/html'))
    return reply.send(errorBody('link_revoked', 'This link was withdrawn by the sender'));
  const language = /^([a-z]{2})/i.exec(request.headers['accept-language'] ?? '')?.[1]?.toLowerCase() ?? 'en';
  const title = escapeHtml(mailText(language, 'link_revoked_title'));
  const text = escapeHtml(mailText(language, 'link_revoked_text'));
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.5rem">${title}</h1><p>${text}</p></body></html>`,
    );
}
