import { describe, expect, it } from 'vitest';
import { DESCRIPTIONS } from '../../src/demo/catalogue-vocabulary.ts';
import { sanitizeRichText } from '../../src/lib/sanitize.ts';

/** Whatever could run script, load a page or restyle the portal once inserted as HTML. */
const EXECUTABLE = [
  /<\s*\/?\s*(script|iframe|frame|object|embed|svg|math|form|input|button|base|meta|link|style|template|noscript|xmp|textarea)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:|vbscript\s*:|data\s*:/i,
  /\s(srcset|formaction|action|background|xlink:href|id|class)\s*=/i,
  /expression\s*\(|url\s*\(/i,
  /<!--/,
];

/** OWASP filter-evasion style vectors, each with what it is. */
const VECTORS: [string, string][] = [
  ['image error handler', '<img src=x onerror=alert(1)>'],
  ['upper-case tag and handler', '<IMG SRC=# OnMouseOver="alert(1)">'],
  ['javascript: image', '<IMG SRC="javascript:alert(1)">'],
  ['unclosed image', '<img src=x onerror=alert(1)'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['newline entity inside the scheme', '<a href="java&NewLine;script:alert(1)">x</a>'],
  ['NUL inside the scheme', '<a href="java\0script:alert(1)">x</a>'],
  ['leading spaces', '<a href="  javascript:alert(1)">x</a>'],
  ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  [
    'decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['slash instead of space', '<a/href="javascript:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: page link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x">'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['mutation XSS through math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'mutation XSS through a comment in style',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  ],
  ['noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['nested script', '<scr<script>ipt>alert(1)</script>'],
  ['script', '<script>alert(1)</script>'],
  ['style url', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['style expression', '<p style="width:expression(alert(1))">x</p>'],
  ['style sheet', '<style>@import "//evil.example/x.css";</style>'],
  ['link sheet', '<link rel="stylesheet" href="//evil.example/x.css">'],
  ['base', '<base href="https://evil.example/">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['form', '<form action="https://evil.example"><input name="a"><button formaction="x">go</button></form>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['table background', '<table><tr><td background="javascript:alert(1)">x</td></tr></table>'],
  ['comment', '<!--<img src=x onerror=alert(1)>-->'],
  ['DOM clobbering and app classes', '<div id="config" class="MuiBackdrop-root" onclick="x">c</div>'],
];

describe('sanitizeRichText', () => {
  it.each(VECTORS)('leaves nothing executable of %s', (_name, html) => {
    const clean = sanitizeRichText(html);
    for (const pattern of EXECUTABLE) expect(clean).not.toMatch(pattern);
    // Sanitised HTML is a fixed point: sanitising it again changes nothing.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps formatting, lists, tables, headings and safe links and pictures', () => {
    const html =
      '<h2>Care</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u><br>next</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><thead><tr><th colspan="2">Size</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<p><a href="https://example.com/x" title="More">More</a> <a href="mailto:a@example.com">mail</a> ' +
      '<a href="tel:+3120">call</a> <a href="/pim/portal/">here</a></p>' +
      '<p><img src="/pim/media/products/a.webp" alt="A" width="480"><img src="https://cdn.example/b.png" alt="B"></p>';
    const clean = sanitizeRichText(html);
    for (const kept of [
      '<h2>Care</h2>',
      '<strong>Bold</strong>',
      '<em>italic</em>',
      '<u>under</u>',
      '<br />',
      '<ul><li>one</li></ul>',
      '<ol start="3">',
      '<th colspan="2">Size</th>',
      '<a href="https://example.com/x" title="More" rel="noopener noreferrer">More</a>',
      '<a href="mailto:a@example.com" rel="noopener noreferrer">',
      '<a href="tel:+3120" rel="noopener noreferrer">',
      '<a href="/pim/portal/" rel="noopener noreferrer">',
      '<img src="/pim/media/products/a.webp" alt="A" width="480" />',
      '<img src="https://cdn.example/b.png" alt="B" />',
    ])
      expect(clean).toContain(kept);
  });

  it('gives every link rel="noopener noreferrer" and keeps no target but a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.example" rel="opener" target="_top">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps text-align and nothing else of style', () => {
    expect(sanitizeRichText('<p style="text-align:center;position:fixed;top:0">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
    expect(sanitizeRichText('<p style="text-align:expression(alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('keeps text as text and closes what is left open', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; <b>bold</p>')).toBe('<p>1 &lt; 2 &amp; <b>bold</b></p>');
    expect(sanitizeRichText('<P>Upper</P>')).toBe('<p>Upper</p>');
    expect(sanitizeRichText('<p>a<!-- note -->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('plain text, no tags')).toBe('plain text, no tags');
  });

  it('passes the demo descriptions through unchanged (the product list skips the parser for them)', () => {
    for (const { long } of Object.values(DESCRIPTIONS)) {
      const html = long.join('');
      expect(sanitizeRichText(html)).toBe(html);
    }
  });

  it('answers the same for the same input from memory', () => {
    const html = '<p><a href="https://x.example">x</a><img src=x onerror=alert(1)></p>';
    const first = sanitizeRichText(html);
    expect(sanitizeRichText(html)).toBe(first);
    expect(first).not.toMatch(/onerror/);
  });
});
