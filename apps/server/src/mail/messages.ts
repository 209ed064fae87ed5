import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/html.ts';

type Catalog = Record<string, string>;
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'messages');
const catalogs = new Map<string, Catalog>();

function catalog(language: string): Catalog | undefined {
  if (!catalogs.has(language)) {
    const file = path.join(dir, `${language}.json`);
    if (!/^[a-z]{2}$/.test(language) || !fs.existsSync(file)) return undefined;
    catalogs.set(language, JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog);
  }
  return catalogs.get(language);
}

/** A localized mail text with {{name}} placeholders filled; English when a language lacks the key. */
export function mailText(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = catalog(language)?.[key] ?? catalog('en')?.[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * The text and HTML parts of a mail from its paragraphs: the one equal to `link` becomes a link,
 * line breaks inside a paragraph stay line breaks.
 */
export function mailBody(paragraphs: string[], link: string): { text: string; html: string } {
  return {
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) =>
        p === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
      )
      .join(''),
  };
}
