import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from '../../src/import/front-matter.ts';
import { markdownToHtml } from '../../src/import/markdown.ts';

describe('markdownToHtml', () => {
  it('writes headings, paragraphs, emphasis, code, links and pictures', () => {
    expect(markdownToHtml('# Title *here*\n\nA **bold** and _em_ word, `a <b>` and ~~old~~.')).toBe(
      '<h1>Title <em>here</em></h1>\n<p>A <strong>bold</strong> and <em>em</em> word, <code>a &lt;b&gt;</code> and <del>old</del>.</p>',
    );
    expect(markdownToHtml('[site](https://example.com "Home") ![pic](a.png)')).toBe(
      '<p><a href="https://example.com" title="Home">site</a> <img src="a.png" alt="pic"></p>',
    );
    expect(markdownToHtml('<https://example.com/a?b=1&c=2>')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a></p>',
    );
  });

  it('escapes text but keeps snake_case words and entities', () => {
    expect(markdownToHtml('3 < 4 & 5 > 2, snake_case_word, &copy;')).toBe(
      '<p>3 &lt; 4 &amp; 5 &gt; 2, snake_case_word, &copy;</p>',
    );
    expect(markdownToHtml('\\*not emphasis\\*')).toBe('<p>*not emphasis*</p>');
  });

  it('writes bullet, numbered and nested lists, quotes, rules, code blocks and hard breaks', () => {
    expect(markdownToHtml('- one\n- two\n  - nested\n- three\n\n3. c\n4. d')).toBe(
      '<ul>\n<li>one</li>\n<li>two\n<ul>\n<li>nested</li>\n</ul>\n</li>\n<li>three</li>\n</ul>\n<ol start="3">\n<li>c</li>\n<li>d</li>\n</ol>',
    );
    expect(markdownToHtml('> quoted\n> text\n\n---\n\n```js\nconst a = "<x>";\n```')).toBe(
      '<blockquote>\n<p>quoted\ntext</p>\n</blockquote>\n<hr>\n<pre><code lang="js">const a = &quot;&lt;x&gt;&quot;;</code></pre>',
    );
    expect(markdownToHtml('line one  \nline two')).toBe('<p>line one<br>\nline two</p>');
  });

  it('passes addresses through the given rewriter, and keeps inline HTML for the sanitiser to judge', () => {
    const html = markdownToHtml('[a](files/a.pdf) ![b](b.png) [c](https://x.org)', {
      url: (url) => (url.startsWith('http') ? url : `/media/${url}`),
    });
    expect(html).toBe(
      '<p><a href="/media/files/a.pdf">a</a> <img src="/media/b.png" alt="b"> <a href="https://x.org">c</a></p>',
    );
    expect(markdownToHtml('Hi <script>alert(1)</script>')).toBe('<p>Hi <script>alert(1)</script></p>');
  });
});

describe('parseFrontMatter', () => {
  it('reads scalars, quoted values, flow and block lists and nested maps', () => {
    const { data, body, bodyLine } = parseFrontMatter(
      [
        '---',
        'code: guide',
        'title: "A: guide"',
        "title-de_DE: 'It''s' # a comment",
        'categories: [news, "a, b"]',
        'products:',
        '  - EX-1000',
        '  - EX-1010',
        'attachments:',
        '- a.pdf',
        'translations:',
        '  fr_FR:',
        '    title: Guide',
        '---',
        'Body',
      ].join('\n'),
    );
    expect(data).toEqual({
      code: 'guide',
      title: 'A: guide',
      'title-de_DE': "It's",
      categories: ['news', 'a, b'],
      products: ['EX-1000', 'EX-1010'],
      attachments: ['a.pdf'],
      translations: { fr_FR: { title: 'Guide' } },
    });
    expect(body).toBe('Body');
    expect(bodyLine).toBe(15);
  });

  it('answers a file without front matter as its body', () => {
    expect(parseFrontMatter('# Just text')).toEqual({ data: {}, body: '# Just text', bodyLine: 1 });
  });

  it('refuses what it does not read, with the line', () => {
    const fail = (text: string) => {
      try {
        parseFrontMatter(text);
      } catch (error) {
        if (error instanceof FrontMatterError) return `${error.line}: ${error.message}`;
        throw error;
      }
      return 'read';
    };
    expect(fail('---\ntitle: x\n')).toBe('1: the front matter has no closing ---');
    expect(fail('---\ntitle: [a, b\n---\n')).toBe('2: a [list] must close on its line');
    expect(fail('---\ntext: |\n  more\n---\n')).toBe('2: multi-line scalars (| and >) are not read');
    expect(fail('---\na: 1\na: 2\n---\n')).toBe('3: "a" is given twice');
    expect(fail('---\njust words\n---\n')).toBe('2: expected "key: value", found "just words"');
  });
});
