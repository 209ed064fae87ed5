import { describe, expect, it } from 'vitest';
import { detectSeparator, readCsv } from '../../src/import/csv-reader.ts';

async function read(chunks: (string | Buffer)[]) {
  const records = [];
  for await (const record of readCsv(chunks)) records.push(record);
  return records;
}
const fieldsOf = async (text: string) => (await read([text])).map((r) => r.fields);

describe('csv reader', () => {
  it('reads comma and semicolon files, detected from the header', async () => {
    expect(await fieldsOf('sku,name\nA,Lamp\n')).toEqual([
      ['sku', 'name'],
      ['A', 'Lamp'],
    ]);
    expect(await fieldsOf('sku;name;price\nA;Lamp, small;1,5\n')).toEqual([
      ['sku', 'name', 'price'],
      ['A', 'Lamp, small', '1,5'],
    ]);
    expect(detectSeparator('"a;b",c')).toBe(',');
    expect(detectSeparator('a;b;c')).toBe(';');
  });

  it('reads quoted fields with separators, doubled quotes and line breaks, with their line numbers', async () => {
    const records = await read(['sku,text\r\nA,"a, ""b""\r\nc"\r\nB,plain\r\n\r\nC,""\r\n']);
    expect(records).toEqual([
      { line: 1, fields: ['sku', 'text'] },
      { line: 2, fields: ['A', 'a, "b"\r\nc'] },
      { line: 4, fields: ['B', 'plain'] },
      { line: 6, fields: ['C', ''] },
    ]);
  });

  it('drops a BOM, reads a last line without a line end and chunks split anywhere', async () => {
    const text = '\uFEFFsku;name\nA;"Leuchte; ""groß"""\nB;Ü';
    const bytes = Buffer.from(text, 'utf8');
    const whole = await read([bytes]);
    expect(whole.map((r) => r.fields)).toEqual([
      ['sku', 'name'],
      ['A', 'Leuchte; "groß"'],
      ['B', 'Ü'],
    ]);
    // One byte at a time: multi-byte characters and quotes split across chunks.
    const split = await read([...bytes].map((b) => Buffer.from([b])));
    expect(split).toEqual(whole);
    expect((await read(['\uFEFFa,b\n1,2'])).map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses a quoted field that is never closed', async () => {
    await expect(read(['a,b\n1,"open\n'])).rejects.toThrow(/line 2: a quoted field is not closed/);
  });

  it('or yields it as a last record with the reason, when asked', async () => {
    const records = [];
    for await (const r of readCsv(['a,b\n1,2\n3,"open\n4,5\n'], { unclosed: 'record' })) records.push(r);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      {
        line: 3,
        fields: ['3', 'open\n4,5\n'],
        error: 'a quoted field is not closed (it runs from line 3 to the end of the file)',
      },
    ]);
  });

  it('reads long plain and quoted runs split across chunks', async () => {
    const row = (i: number) => `S${i},${'x'.repeat(i % 300)},"q, ""${i}""\n${'y'.repeat(i % 70)}"`;
    const text = ['sku,a,b', ...Array.from({ length: 300 }, (_, i) => row(i))].join('\r\n');
    const chunks = text.match(/[\s\S]{1,97}/g)!;
    const records = [];
    for await (const r of readCsv(chunks)) records.push(r);
    expect(records).toHaveLength(301);
    expect(records[150]).toEqual({
      line: 2 + 149 * 2,
      fields: ['S149', 'x'.repeat(149), `q, "149"\n${'y'.repeat(9)}`],
    });
  });
});
