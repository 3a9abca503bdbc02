import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, for tests, read independently of the code that wrote the PDF: inflates
 * every Flate stream and decodes the hex and literal strings of the text-showing operator (Tj), escapes
 * and all (PDF 32000-1 §7.3.4.2), in the WinAnsi encoding of the standard fonts. Enough for the
 * standard-font PDFs the shop writes.
 */
export function pdfTextLines(pdf: Buffer): string[] {
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
    const shows = /(?:<([0-9A-Fa-f]*)>|\(((?:\\[\s\S]|[^\\)])*)\))\s*Tj/g;
    for (let show = shows.exec(content); show; show = shows.exec(content)) {
      if (show[1] !== undefined) out.push(winAnsi(Buffer.from(show[1], 'hex').toString('latin1')));
      else out.push(winAnsi(literal(show[2] ?? '')));
    }
  }
  return out;
}

/** The lines of `pdfTextLines`, one string. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join('\n');
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** A literal string's bytes: `\ddd` octal codes, the named escapes, and a backslash before a line break joins lines. */
function literal(text: string): string {
  return text.replace(/\\([0-7]{1,3}|\r\n|[\s\S])/g, (_, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(Number.parseInt(escaped, 8) & 0xff);
    if (escaped === '\n' || escaped === '\r' || escaped === '\r\n') return '';
    return ESCAPES[escaped] ?? escaped;
  });
}

/** WinAnsiEncoding's bytes from 0x80 to 0x9f differ from Latin-1; the rest are the same. */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  130: '‚',
  132: '„',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  153: '™',
};

function winAnsi(bytes: string): string {
  return [...bytes].map((c) => WIN_ANSI[c.charCodeAt(0)] ?? c).join('');
}
