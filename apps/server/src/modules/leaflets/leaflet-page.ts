import type { PortalConfig } from '@vitrine/contract';
import { escapeHtml } from '../../lib/html.ts';

/** A colour of the setup fit for a style sheet (no way out of the declaration), else `fallback`. */
function colour(value: string | undefined, fallback: string): string {
  return value && /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i.test(value.trim())
    ? value.trim()
    : fallback;
}

/**
 * The portal's look for a page of its own: its font, colours and top bar, the leaflet on a sheet of
 * A4 on screen; on paper only the sheet, black text, pictures kept whole on their page.
 */
function styles(theme: PortalConfig['theme']): string {
  const p = theme.palette;
  const text = colour(p.regularText, '#1f2933');
  const primary = colour(p.primary.main, '#1f5fa8');
  const bar = colour(p.header.background, '#ffffff');
  return `
@page { size: A4; margin: 15mm; }
html { color-scheme: light; }
body { margin: 0; background: #f5f6f8; color: ${text}; font: 16px/1.5 Roboto, "Helvetica Neue", Arial, sans-serif; -webkit-font-smoothing: antialiased; }
.bar { height: 64px; box-sizing: border-box; display: flex; align-items: center; padding: 0 24px; background: ${bar}; box-shadow: 0 2px 1px -1px rgba(0,0,0,.2), 0 1px 1px 0 rgba(0,0,0,.14); }
.bar img { max-height: 40px; max-width: 180px; object-fit: contain; }
.bar span { font-size: 20px; font-weight: 500; }
.sheet { box-sizing: border-box; width: 210mm; max-width: 100%; min-height: 297mm; margin: 24px auto; padding: 15mm; background: #fff; border-radius: 4px; box-shadow: 0 1px 3px rgba(0,0,0,.12), 0 1px 2px rgba(0,0,0,.08); overflow-wrap: anywhere; }
h1 { font-size: 2.125rem; font-weight: 400; line-height: 1.2; margin: 0 0 .5em; color: ${primary}; }
h2 { font-size: 1.25rem; font-weight: 500; line-height: 1.4; margin: 1.5em 0 .5em; }
p, ul, ol, table { margin: 0 0 1em; }
img { max-width: 100%; height: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #e0e0e0; padding: 6px 8px; text-align: start; vertical-align: top; }
a { color: ${primary}; }
@media (max-width: 600px) {
  .bar { height: 56px; padding: 0 16px; }
  .sheet { margin: 0; padding: 16px; min-height: 0; border-radius: 0; box-shadow: none; }
  h1 { font-size: 1.5rem; }
}
@media print {
  body { background: none; color: #000; font-size: 11pt; }
  .bar { height: auto; padding: 0 0 6mm; background: none; box-shadow: none; }
  .sheet { width: auto; min-height: 0; margin: 0; padding: 0; border-radius: 0; box-shadow: none; }
  h1 { font-size: 20pt; color: #000; }
  h2 { font-size: 13pt; }
  img { max-height: 90mm; }
  a { color: inherit; text-decoration: none; }
  tr, img { break-inside: avoid; }
  h1, h2 { break-after: avoid; }
}
`;
}

export interface LeafletPageInput {
  /** The sanitised leaflet (its <article>). */
  article: string;
  /** The product's name, for the title (and a PDF's file name). */
  name: string;
  /** The language of the leaflet, for the page. */
  language: string;
  config: Pick<PortalConfig, 'setup' | 'theme'>;
}

/**
 * A leaflet as a page of its own, for a browser tab or a download: the portal's top bar and the
 * leaflet on a sheet of A4, printable as it is. Needs no script.
 */
export function leafletPage({ article, name, language, config }: LeafletPageInput): string {
  const { setup, theme } = config;
  const title = escapeHtml(setup.title);
  const mark = setup.logo ? `<img src="${escapeHtml(setup.logo)}" alt="${title}">` : `<span>${title}</span>`;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)}${setup.title ? ` – ${title}` : ''}</title>
<style>${styles(theme)}</style>
</head>
<body>
<header class="bar">${mark}</header>
<main class="sheet">${article}</main>
</body>
</html>
`;
}
