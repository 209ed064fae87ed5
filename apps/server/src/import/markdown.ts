/**
 * The Markdown that articles are written in, turned into HTML: ATX headings, paragraphs, emphasis
 * (`*`/`_`, `**`/`__`, `~~`), inline code and fenced code blocks, links, images, autolinks,
 * bullet and numbered lists (nested by indentation), block quotes, rules and hard line breaks.
 * Inline HTML is kept as written: the caller passes the result through the portal's sanitiser,
 * which is what decides what HTML may stay. Not a full CommonMark implementation: reference links,
 * setext headings, tables and indented code blocks are read as plain text.
 */
export interface MarkdownOptions {
  /** The address a link or picture gets (a relative file turned into its stored path), as written by default. */
  url?: (url: string, kind: 'link' | 'image') => string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** Text whose tags were set aside: `&` kept when it starts an entity, `<` and `>` escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

interface Block {
  indent: number;
  text: string;
}

export function markdownToHtml(markdown: string, options: MarkdownOptions = {}): string {
  const lines = markdown.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  return renderBlocks(lines, options).join('\n');
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;

function renderBlocks(lines: string[], options: MarkdownOptions): string[] {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join('\n').trimEnd(), options)}</p>`);
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed) {
      flush();
      continue;
    }
    const fence = /^(```+|~~~+)\s*([\w+-]*)\s*$/.exec(trimmed);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(fence[1]); i++) code.push(lines[i]);
      const lang = fence[2] ? ` lang="${escapeHtml(fence[2])}"` : '';
      out.push(`<pre><code${lang}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/.exec(trimmed);
    if (heading && indentOf(line) < 4) {
      flush();
      const level = heading[1].length;
      out.push(`<h${level}>${inline(heading[2], options)}</h${level}>`);
      continue;
    }
    if (/^([-*_])(\s*\1){2,}$/.test(trimmed)) {
      flush();
      out.push('<hr>');
      continue;
    }
    if (trimmed.startsWith('>')) {
      flush();
      const quoted: string[] = [];
      for (; i < lines.length && lines[i].trim().startsWith('>'); i++)
        quoted.push(lines[i].trim().replace(/^>\s?/, ''));
      i--;
      out.push(`<blockquote>\n${renderBlocks(quoted, options).join('\n')}\n</blockquote>`);
      continue;
    }
    if (LIST_ITEM.test(line) && (paragraph.length === 0 || indentOf(line) < 4)) {
      flush();
      const items: Block[] = [];
      const ordered = /\d/.test(LIST_ITEM.exec(line)![2]);
      for (; i < lines.length; i++) {
        const current = lines[i];
        if (!current.trim()) {
          // A blank line ends the list unless an item or its continuation follows.
          const next = lines[i + 1];
          if (next !== undefined && (LIST_ITEM.test(next) || indentOf(next) > items[0].indent) && next.trim())
            continue;
          break;
        }
        const item = LIST_ITEM.exec(current);
        // Another kind of list (numbered after bullets) at the same depth starts a new list.
        if (item && items.length && indentOf(current) === items[0].indent && /\d/.test(item[2]) !== ordered)
          break;
        items.push({ indent: indentOf(current), text: current });
        if (!LIST_ITEM.test(current) && indentOf(current) <= items[0].indent) {
          items.pop();
          break;
        }
      }
      i--;
      out.push(renderList(items, options));
      continue;
    }
    if (/^<(\/?)(div|p|table|ul|ol|h[1-6]|blockquote|pre|figure|hr|dl)\b/i.test(trimmed)) {
      // An HTML block, kept as written (the sanitiser decides what may stay).
      flush();
      const html: string[] = [];
      for (; i < lines.length && lines[i].trim(); i++) html.push(lines[i]);
      out.push(html.join('\n'));
      continue;
    }
    paragraph.push(line.trimStart());
  }
  flush();
  return out;
}

/** A list from its lines: items at the first item's indentation, deeper lines belong to the item above. */
function renderList(lines: Block[], options: MarkdownOptions): string {
  const base = lines[0].indent;
  const first = LIST_ITEM.exec(lines[0].text)!;
  const ordered = /\d/.test(first[2]);
  const start =
    ordered && Number.parseInt(first[2], 10) !== 1 ? ` start="${Number.parseInt(first[2], 10)}"` : '';
  const items: { head: string; rest: string[] }[] = [];
  for (const line of lines) {
    const match = LIST_ITEM.exec(line.text);
    if (match && line.indent <= base + 1) items.push({ head: match[3], rest: [] });
    else items.at(-1)?.rest.push(line.text.slice(Math.min(line.indent, base + 2)));
  }
  const body = items.map(({ head, rest }) => {
    const nested = rest.length ? `\n${renderBlocks(rest, options).join('\n')}\n` : '';
    return `<li>${inline(head, options)}${nested}</li>`;
  });
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}${start}>\n${body.join('\n')}\n</${tag}>`;
}

/** `(url "title")` of a link or picture. */
function destination(raw: string): { url: string; title: string | null } {
  const match = /^<?([^\s>]*)>?(?:\s+(?:"([^"]*)"|'([^']*)'))?$/.exec(raw.trim());
  if (!match) return { url: raw.trim(), title: null };
  return { url: match[1], title: match[2] ?? match[3] ?? null };
}

const placeholder = (i: number) => `\u0000${i}\u0000`;

/** Inline markup of a block's text. */
function inline(text: string, options: MarkdownOptions): string {
  const kept: string[] = [];
  const keep = (html: string) => placeholder(kept.push(html) - 1);
  const url = (u: string, kind: 'link' | 'image') => escapeHtml(options.url ? options.url(u, kind) : u);
  let s = text
    // Backslash escapes: the character as text.
    .replace(/\\([\\`*_{}[\]()#+\-.!~<>|])/g, (_, c: string) => keep(escapeHtml(c)))
    .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks, code: string) =>
      keep(`<code>${escapeHtml(code.trim())}</code>`),
    )
    .replace(/!\[([^\]]*)\]\(([^)]*)\)/g, (_, alt: string, dest: string) => {
      const { url: u, title } = destination(dest);
      const t = title ? ` title="${escapeHtml(title)}"` : '';
      return keep(`<img src="${url(u, 'image')}" alt="${escapeHtml(alt)}"${t}>`);
    })
    .replace(/<((?:https?|mailto):[^\s<>]+)>/g, (_, u: string) =>
      keep(`<a href="${url(u, 'link')}">${escapeHtml(u)}</a>`),
    )
    // Inline HTML tags are kept whole (the sanitiser judges them).
    .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[^<>]*)?\/?>|<!--[\s\S]*?-->/g, (tag) => keep(tag));
  s = escapeText(s);
  s = s
    .replace(/\[([^\]]+)\]\(([^)]*)\)/g, (_, label: string, dest: string) => {
      const { url: u, title } = destination(dest.replace(/&amp;/g, '&'));
      const t = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${url(u, 'link')}"${t}>${label}</a>`;
    })
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([\s\S]*?\S)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)([\s\S]*?\S)_(?![_\w])/g, '$1<em>$2</em>')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>')
    .replace(/( {2,}|\\)\n/g, '<br>\n')
    .replace(/ +\n/g, '\n');
  // Placeholders may nest (a kept tag inside a link label): restore until none is left.
  for (let round = 0; round < 3 && s.includes('\u0000'); round++)
    s = s.replace(/\u0000(\d+)\u0000/g, (_, i: string) => kept[Number(i)]);
  return s;
}
