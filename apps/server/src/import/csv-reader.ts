/** One record of a CSV file: its fields and the line it starts on (1 = the header). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Why the record is not whole (a quoted field never closed: it ran to the end of the file). */
  error?: string;
}

export interface CsvOptions {
  /**
   * A quoted field still open at the end of the file: `throw` (the default) stops the reading,
   * `record` yields the last record with an `error`, for the caller to refuse that row alone.
   */
  unclosed?: 'throw' | 'record';
}

/** The separator a file uses, read from its header: `;` when it has more of them than commas. */
export function detectSeparator(header: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of header) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads CSV records (RFC 4180: quoted fields may hold separators, doubled quotes and line breaks)
 * from a stream of text chunks, without holding the file in memory. A BOM is dropped; the
 * separator is detected from the header line; CRLF and LF endings are both read. Runs of plain
 * characters are sliced, not copied one by one.
 */
export async function* readCsv(
  chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
  options: CsvOptions = {},
): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8');
  let separator = -1;
  let pending = '';
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  // After a closing quote: a doubled quote continues the field, anything else ends the quoting.
  let quoteSeen = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  let first = true;

  const endRecord = (): CsvRecord | null => {
    fields.push(field);
    const record = { line: recordLine, fields };
    field = '';
    fields = [];
    fieldStarted = false;
    // A blank line is no record.
    return record.fields.length === 1 && record.fields[0] === '' ? null : record;
  };

  function* consume(text: string): Generator<CsvRecord> {
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (text.charCodeAt(i) === QUOTE) {
            field += '"';
            i++;
            continue;
          }
          quoted = false;
        } else {
          // Up to the next quote: separators and line breaks are the field's.
          const q = text.indexOf('"', i);
          const end = q < 0 ? n : q;
          for (let b = text.indexOf('\n', i); b >= 0 && b < end; b = text.indexOf('\n', b + 1)) line++;
          field += text.slice(i, end);
          if (q >= 0) quoteSeen = true;
          i = end + 1;
          continue;
        }
      }
      const ch = text.charCodeAt(i);
      if (ch === QUOTE && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
        i++;
      } else if (ch === separator) {
        fields.push(field);
        field = '';
        fieldStarted = false;
        i++;
      } else if (ch === CR) {
        // Outside quotes a CR only belongs to a CRLF line end.
        i++;
      } else if (ch === LF) {
        const record = endRecord();
        line++;
        recordLine = line;
        i++;
        if (record) yield record;
      } else {
        let j = i + 1;
        for (; j < n; j++) {
          const c = text.charCodeAt(j);
          if (c === separator || c === LF || c === CR) break;
        }
        field += text.slice(i, j);
        fieldStarted = true;
        i = j;
      }
    }
  }
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = text.length === 0;
    }
    if (separator < 0) {
      // The separator is known once the header's first line is whole.
      pending += text;
      const end = pending.indexOf('\n');
      if (end < 0) continue;
      separator = detectSeparator(pending.slice(0, end)).charCodeAt(0);
      text = pending;
      pending = '';
    }
    yield* consume(text);
  }
  if (separator < 0) {
    separator = detectSeparator(pending).charCodeAt(0);
    yield* consume(pending);
  }
  yield* consume(decoder.decode());
  if (quoted && !quoteSeen) {
    const reason = `a quoted field is not closed (it runs from line ${recordLine} to the end of the file)`;
    if (options.unclosed !== 'record') throw new Error(`line ${recordLine}: ${reason}`);
    fields.push(field);
    yield { line: recordLine, fields, error: reason };
    return;
  }
  const last = fields.length || field !== '' ? endRecord() : null;
  if (last) yield last;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
