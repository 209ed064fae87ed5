/**
 * Front matter of a Markdown file: the block between a first line `---` and the next `---`, in the
 * subset of YAML that articles use — `key: value` scalars (plain, '…' or "…"), lists written
 * `[a, b]` or as indented `- item` lines, nested maps by indentation, `#` comments. Anchors, tags,
 * multi-line scalars and other YAML are refused with their line rather than guessed.
 */
export type FrontValue = string | FrontValue[] | { [key: string]: FrontValue };
export type FrontMap = { [key: string]: FrontValue };

export interface FrontMatter {
  data: FrontMap;
  body: string;
  /** The line of the file where the body starts. */
  bodyLine: number;
}

export class FrontMatterError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

interface Line {
  number: number;
  indent: number;
  text: string;
}

/** Splits a file into its front matter and body; a file without front matter has an empty map. */
export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return { data: {}, body: text, bodyLine: 1 };
  const end = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
  if (end < 0) throw new FrontMatterError(1, 'the front matter has no closing ---');
  const block: Line[] = [];
  for (let i = 1; i < end; i++) {
    const raw = lines[i];
    if (/^\s*(#.*)?$/.test(raw)) continue;
    if (/^\s*\t/.test(raw)) throw new FrontMatterError(i + 1, 'indent with spaces, not tabs');
    block.push({ number: i + 1, indent: raw.length - raw.trimStart().length, text: raw.trim() });
  }
  const state = { at: 0 };
  const data = block.length ? parseBlock(block, state, block[0].indent) : {};
  if (Array.isArray(data) || typeof data === 'string')
    throw new FrontMatterError(block[0].number, 'the front matter must be a map of keys');
  return { data, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}

function parseBlock(lines: Line[], state: { at: number }, indent: number): FrontValue {
  const first = lines[state.at];
  if (first.text.startsWith('- ') || first.text === '-') {
    const list: FrontValue[] = [];
    while (state.at < lines.length && lines[state.at].indent === indent) {
      const line = lines[state.at];
      // The next key of the map the list sits in (a list may share its key's indentation).
      if (!(line.text.startsWith('- ') || line.text === '-')) break;
      const item = line.text.slice(1).trim();
      state.at++;
      if (item) list.push(scalarOrFlow(item, line.number));
      else if (state.at < lines.length && lines[state.at].indent > indent)
        list.push(parseBlock(lines, state, lines[state.at].indent));
      else list.push('');
    }
    return list;
  }
  const map: FrontMap = {};
  while (state.at < lines.length && lines[state.at].indent === indent) {
    const line = lines[state.at];
    const match = /^("[^"]*"|'[^']*'|[^:#\s][^:]*?)\s*:(?:\s+(.*))?$/.exec(line.text);
    if (!match) throw new FrontMatterError(line.number, `expected "key: value", found "${line.text}"`);
    const key = unquote(match[1]);
    if (Object.hasOwn(map, key)) throw new FrontMatterError(line.number, `"${key}" is given twice`);
    const value = (match[2] ?? '').trim();
    state.at++;
    if (value && !value.startsWith('#')) map[key] = scalarOrFlow(value, line.number);
    else if (state.at < lines.length && lines[state.at].indent > indent)
      map[key] = parseBlock(lines, state, lines[state.at].indent);
    else if (
      state.at < lines.length &&
      lines[state.at].indent === indent &&
      lines[state.at].text.startsWith('- ')
    )
      // A list may sit at its key's indentation, as YAML allows.
      map[key] = parseBlock(lines, state, indent);
    else map[key] = '';
  }
  if (state.at < lines.length && lines[state.at].indent > indent)
    throw new FrontMatterError(lines[state.at].number, 'unexpected indentation');
  return map;
}

function scalarOrFlow(value: string, line: number): FrontValue {
  if (value.startsWith('[')) {
    if (!value.endsWith(']')) throw new FrontMatterError(line, 'a [list] must close on its line');
    const items: string[] = [];
    let current = '';
    let quote: string | null = null;
    for (const ch of value.slice(1, -1)) {
      if (quote) {
        current += ch;
        if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") {
        quote = ch;
        current += ch;
      } else if (ch === ',') {
        items.push(current);
        current = '';
      } else current += ch;
    }
    if (quote) throw new FrontMatterError(line, 'a quote is not closed');
    items.push(current);
    return items.map((i) => scalar(i.trim(), line)).filter((i) => i !== '');
  }
  if (value.startsWith('{')) throw new FrontMatterError(line, 'write maps as indented lines, not {…}');
  if (/^[|>]/.test(value)) throw new FrontMatterError(line, 'multi-line scalars (| and >) are not read');
  if (/^[&*!]/.test(value)) throw new FrontMatterError(line, 'YAML anchors, aliases and tags are not read');
  return scalar(value, line);
}

function scalar(value: string, line: number): string {
  if (value.startsWith('"')) {
    const quoted = /^("(?:[^"\\]|\\.)*")(\s+#.*)?$/.exec(value);
    if (!quoted) throw new FrontMatterError(line, 'a "quoted" value is not closed');
    try {
      return JSON.parse(quoted[1]) as string;
    } catch {
      throw new FrontMatterError(line, 'a "quoted" value has a bad escape');
    }
  }
  if (value.startsWith("'")) {
    const quoted = /^'((?:[^']|'')*)'(\s+#.*)?$/.exec(value);
    if (!quoted) throw new FrontMatterError(line, "a 'quoted' value is not closed");
    return quoted[1].replace(/''/g, "'");
  }
  // A comment after a plain value.
  return value.replace(/\s+#.*$/, '');
}

const unquote = (key: string) => (key.startsWith('"') || key.startsWith("'") ? key.slice(1, -1) : key);
