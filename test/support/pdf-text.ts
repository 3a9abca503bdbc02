import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, for tests: inflates every Flate stream and decodes the hex and
 * literal strings of the text-showing operators (Tj). Enough for the standard-font PDFs the shop writes.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    const shows = /(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g;
    for (let show = shows.exec(content); show; show = shows.exec(content)) {
      if (show[1] !== undefined) out.push(Buffer.from(show[1], 'hex').toString('latin1'));
      else out.push((show[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return out.join('\n');
}
