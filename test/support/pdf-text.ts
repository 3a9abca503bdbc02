import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, for tests: inflates every Flate stream and decodes the hex and
 * literal strings of the text-showing operators (Tj). Enough for the standard-font PDFs the shop writes.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  // A stream's bytes are exactly its /Length: compressed data may itself end in a CR or LF, so the bytes
  // cannot be found by looking for the line break before `endstream`.
  const streams = /\/Length (\d+)(?:(?!>>\s*stream)[\s\S])*>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const body = pdf.subarray(start, start + Number(match[1]));
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
