import sanitizeHtml from 'sanitize-html';

/*
 * The one allow-list for every HTML the portal serves: product descriptions, leaflets, consent
 * messages, and the contents and report texts to come. Writers (the demo seeders, the import)
 * sanitise on the way in and readers again on the way out, both through `sanitizeRichText`, so
 * HTML written by older versions or straight into the database reaches no page unchecked.
 *
 * Left out on purpose:
 * - scripts, event handlers, forms, frames, objects, embeds, base/meta/link, style sheets;
 * - svg and math (foreign content is where mutation XSS lives);
 * - `style`, except `text-align` with a keyword (editors write it; no url(), no positioning);
 * - `class` and `id`: no hooks into the app's own CSS (fake dialogs), no DOM clobbering;
 * - `srcset` (a second, unchecked list of URLs);
 * - data: URLs, images included: pictures come from the media library or http(s), and an inline
 *   picture would travel in every product list answer.
 */
const TAGS = [
  'p',
  'div',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'mark',
  'abbr',
  'cite',
  'q',
  'del',
  'ins',
  'a',
  'img',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['title', 'lang', 'dir', 'style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify|start|end)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // These disappear with their content: raw text, or markup that means something else inside.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'title',
    'iframe',
    'object',
    'svg',
    'math',
    'select',
  ],
  // A link opens at most a new tab, which gets no handle back to the portal and no referrer.
  transformTags: {
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

// Attribute-less tags of the allow-list that a text may hold as they are (links and pictures always
// go through the parser, which adds rel and checks URLs).
const PLAIN = new Set(TAGS.filter((tag) => tag !== 'a' && tag !== 'img'));
const VOID = new Set(['br', 'hr']);
const TAG = /<(\/?)([a-z][a-z0-9]*)(\s?\/)?>/y;

/**
 * True when the text is balanced, lower-case, attribute-less allow-listed tags and text without
 * `<`: nothing there can open a script, a URL or another parsing mode, so the parser would only
 * re-encode entities. Catalogue descriptions are mostly like this; they skip the parser (about
 * 60 µs each) on the product list.
 */
function alreadyClean(html: string): boolean {
  const open: string[] = [];
  let at = html.indexOf('<');
  while (at !== -1) {
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (!match) return false;
    const [, closing, name, selfClosing] = match;
    if (!PLAIN.has(name)) return false;
    if (VOID.has(name)) {
      if (closing) return false;
    } else if (selfClosing) {
      return false;
    } else if (closing) {
      if (open.pop() !== name) return false;
    } else {
      open.push(name);
    }
    at = html.indexOf('<', TAG.lastIndex);
  }
  return open.length === 0;
}

// Answers by input, so the same consent message, leaflet or description is parsed once: the
// output depends on nothing else. Bounded by characters, oldest dropped first.
const MEMO_CHARS = 4_000_000;
const MEMO_MAX_INPUT = 100_000;
const memo = new Map<string, string>();
let memoChars = 0;

/**
 * The single entry point for rich text, on the way in (every writer: demo seeders, the import to
 * come) and on the way out (every answer carrying HTML): formatting, tables, links and pictures
 * under the allow-list above; anything else is dropped.
 */
export function sanitizeRichText(html: string): string {
  if (alreadyClean(html)) return html;
  const known = memo.get(html);
  if (known !== undefined) {
    memo.delete(html);
    memo.set(html, known);
    return known;
  }
  const clean = sanitizeHtml(html, OPTIONS);
  if (html.length <= MEMO_MAX_INPUT) {
    memo.set(html, clean);
    memoChars += html.length + clean.length;
    for (const [input, output] of memo) {
      if (memoChars <= MEMO_CHARS) break;
      memo.delete(input);
      memoChars -= input.length + output.length;
    }
  }
  return clean;
}
