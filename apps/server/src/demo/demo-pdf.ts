/** Text a PDF string literal can hold: Latin-1 only, with its delimiters escaped. */
const pdfText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A small, valid one-page A4 PDF (Helvetica text, a coloured header band and a picture frame),
 * written by hand with a correct cross-reference table. Used for demo datasheets and manuals.
 */
export function demoPdf(title: string, lines: string[], rgb: [number, number, number]): Buffer {
  const [r, g, b] = rgb.map((v) => (v / 255).toFixed(3));
  const body = [
    `${r} ${g} ${b} rg 0 762 595 80 re f`,
    `BT /F2 22 Tf 1 1 1 rg 48 792 Td (${pdfText(title)}) Tj ET`,
    '0.9 0.92 0.94 rg 48 420 499 300 re f',
    `${r} ${g} ${b} rg 220 500 155 155 re f`,
    ...lines.map(
      (line, i) => `BT /F1 12 Tf 0.15 0.15 0.15 rg 48 ${380 - i * 20} Td (${pdfText(line)}) Tj ET`,
    ),
    'BT /F1 9 Tf 0.4 0.4 0.4 rg 48 40 Td (Vitrine demo document) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(out);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
