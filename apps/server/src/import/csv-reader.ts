/** One record of a CSV file: its fields and the line it starts on (1 = the header). */
export interface CsvRecord {
  line: number;
  fields: string[];
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
 * separator is detected from the header line; CRLF and LF endings are both read.
 */
export async function* readCsv(
  chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8');
  let separator: string | null = null;
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
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (ch === '"') {
            field += '"';
            continue;
          }
          quoted = false;
        } else {
          if (ch === '"') quoteSeen = true;
          else {
            if (ch === '\n') line++;
            field += ch;
          }
          continue;
        }
      }
      if (ch === '"' && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
      } else if (ch === separator) {
        fields.push(field);
        field = '';
        fieldStarted = false;
      } else if (ch === '\r') {
        // Outside quotes a CR only belongs to a CRLF line end.
      } else if (ch === '\n') {
        const record = endRecord();
        line++;
        recordLine = line;
        if (record) yield record;
      } else {
        field += ch;
        fieldStarted = true;
      }
    }
  }
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = text.length === 0;
    }
    if (separator === null) {
      // The separator is known once the header's first line is whole.
      pending += text;
      const end = pending.indexOf('\n');
      if (end < 0) continue;
      separator = detectSeparator(pending.slice(0, end));
      text = pending;
      pending = '';
    }
    yield* consume(text);
  }
  if (separator === null) {
    separator = detectSeparator(pending);
    yield* consume(pending);
  }
  yield* consume(decoder.decode());
  if (quoted && !quoteSeen) throw new Error(`line ${recordLine}: a quoted field is not closed`);
  const last = fields.length || field !== '' ? endRecord() : null;
  if (last) yield last;
}
