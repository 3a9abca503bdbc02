/**
 * A one-page A4 PDF invoice written by hand (PDF 1.4, standard Helvetica, uncompressed text), so the shop
 * needs no PDF library and a test can read the figures back out of the file.
 */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

/** PDF strings escape backslash and parentheses; the standard fonts speak WinAnsi, so map the few non-ASCII marks. */
function pdfString(text: string): string {
  const mapped = text
    .replace(/£/g, '\\243')
    .replace(/€/g, '\\200')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/ł/g, 'l')
    .replace(/[–−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e\\]/g, '?');
  return mapped
    .replace(/\\(?![0-7]{3})/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

export function renderPdf(lines: PdfLine[], title: string): Buffer {
  const content = lines
    .map((l) => `BT /${l.bold ? 'F2' : 'F1'} ${l.size ?? 10} Tf ${l.x} ${l.y} Td (${pdfString(l.text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfString(title)}) /Producer (Pet DNA Lab) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
