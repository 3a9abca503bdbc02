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
    out.push(...shownText(content));
  }
  return out;
}

/** The strings a content stream shows with Tj, decoded. */
function shownText(content: string): string[] {
  const out: string[] = [];
  const shows = /(?:<([0-9A-Fa-f]*)>|\(((?:\\[\s\S]|[^\\)])*)\))\s*Tj/g;
  for (let show = shows.exec(content); show; show = shows.exec(content)) {
    if (show[1] !== undefined) out.push(winAnsi(Buffer.from(show[1], 'hex').toString('latin1')));
    else out.push(winAnsi(literal(show[2] ?? '')));
  }
  return out;
}

/**
 * The text of each page, in page order: follows the page tree from the catalogue (/Root → /Pages →
 * /Kids) to each page's /Contents, reading objects both at the top level and inside compressed object
 * streams (/Type /ObjStm, PDF 32000-1 §7.5.7), as pdf-lib writes them.
 */
export function pdfPageTexts(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const dicts = new Map<number, string>();
  const streams = new Map<number, string>();
  const decode = (body: Buffer) => {
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  };
  const objects = /(\d+) 0 obj\b/g;
  for (let match = objects.exec(raw); match; match = objects.exec(raw)) {
    const number = Number(match[1]);
    const from = match.index + match[0].length;
    const end = raw.indexOf('endobj', from);
    const body = raw.slice(from, end);
    const streamAt = /stream\r?\n/.exec(body);
    const dict = streamAt ? body.slice(0, streamAt.index) : body;
    dicts.set(number, dict);
    if (!streamAt) continue;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const start = from + streamAt.index + streamAt[0].length;
    const content = decode(pdf.subarray(start, start + length));
    streams.set(number, content);
    if (/\/Type\s*\/ObjStm/.test(dict)) {
      const count = Number(/\/N (\d+)/.exec(dict)?.[1] ?? 0);
      const first = Number(/\/First (\d+)/.exec(dict)?.[1] ?? 0);
      const header = content.slice(0, first).trim().split(/\s+/).map(Number);
      for (let i = 0; i < count; i++) {
        const at = first + (header[i * 2 + 1] ?? 0);
        const next = i + 1 < count ? first + (header[i * 2 + 3] ?? 0) : content.length;
        dicts.set(header[i * 2] ?? -1, content.slice(at, next));
      }
    }
  }
  const refs = (text: string | undefined) => [...(text ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const root = refs(/\/Root (\d+ 0 R)/.exec(raw)?.[1] ?? [...dicts.values()].find((d) => /\/Type\s*\/Catalog/.test(d)))[0];
  const pagesRoot = refs(/\/Pages (\d+ 0 R)/.exec(dicts.get(root ?? -1) ?? '')?.[1])[0];
  const pages: string[][] = [];
  const walk = (number: number) => {
    const dict = dicts.get(number) ?? '';
    if (/\/Type\s*\/Pages\b/.test(dict)) {
      for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1])) walk(kid);
      return;
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1];
    pages.push(refs(contents).flatMap((ref) => shownText(streams.get(ref) ?? '')));
  };
  if (pagesRoot !== undefined) walk(pagesRoot);
  return pages;
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
