import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { ReportRecord } from '../../../shared/types/kits.js';

/** The lab's identity and signatory printed on every report. */
export const LAB = {
  name: 'Pet DNA Lab',
  address: 'Laboratory: 12 Helix Way, Brisbane QLD 4000, Australia',
  accreditation: 'Accredited to ISO/IEC 17025 · ISAG comparison test participant',
  signatory: 'Dr Helen Marsh, BVSc PhD, Laboratory Director',
  method:
    'DNA was extracted from a buccal (cheek) swab. Variants were genotyped by allele-specific real-time PCR; DNA profiles by capillary electrophoresis of STR markers.',
} as const;

/** Standard PDF fonts speak WinAnsi only: typographic characters are written plainly. */
function plain(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .normalize('NFKD')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = plain(text).split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'Not recorded');

type Rgb = [number, number, number];
type TextOptions = { size?: number; font?: PDFFont; x?: number; color?: Rgb };

/**
 * A page writer for every document the lab signs: the letterhead, text that flows onto new pages, and
 * the verification block (code and QR code opening report authentication) that closes each report.
 */
export interface LabDocument {
  regular: PDFFont;
  bold: PDFFont;
  margin: number;
  width: number;
  text(value: string, options?: TextOptions): void;
  /** Writes a paragraph wrapped to the width (less `indent`), moving down line by line. */
  paragraph(value: string, options?: { size?: number; indent?: number; color?: Rgb; lineHeight?: number }): void;
  down(amount: number): void;
  /** Starts a new page unless `needed` points still fit on this one. */
  keep(needed: number): void;
  finish(code: string, verifyUrl: string): Promise<Uint8Array>;
  /** Saves a document the lab does not sign (a fact sheet, a blank form): no verification block. */
  save(): Promise<Uint8Array>;
}

export async function openLabDocument(meta: { title: string; heading: string; issuedAt: string }): Promise<LabDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(LAB.name);
  pdf.setCreationDate(new Date(meta.issuedAt));
  pdf.setModificationDate(new Date(meta.issuedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  const margin = 48;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const newPage = () => {
    page = pdf.addPage([595.28, 841.89]);
    y = page.getHeight() - margin;
  };
  const text = (value: string, options: TextOptions = {}) => {
    page.drawText(plain(value), {
      x: options.x ?? margin,
      y,
      size: options.size ?? 10,
      font: options.font ?? regular,
      color: options.color ? rgb(...options.color) : rgb(0.1, 0.1, 0.1),
    });
  };
  const down = (amount: number) => {
    y -= amount;
    if (y < margin + 40) newPage();
  };
  const doc: LabDocument = {
    regular,
    bold,
    margin,
    width,
    text,
    down,
    paragraph(value, options = {}) {
      const size = options.size ?? 8.5;
      const indent = options.indent ?? 0;
      for (const line of wrap(value, regular, size, width - indent)) {
        text(line, { x: margin + indent, size, ...(options.color ? { color: options.color } : {}) });
        down(options.lineHeight ?? 11);
      }
    },
    keep(needed) {
      if (y - needed < margin + 40) newPage();
    },
    async finish(code, verifyUrl) {
      const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
      const cell = 2.4;
      const qrSize = qr.modules.size * cell;
      if (y - qrSize < margin) newPage();
      drawQr(page, qr.modules, margin, y - qrSize, cell);
      const textX = margin + qrSize + 16;
      y -= 12;
      text('Verification code', { x: textX, font: bold });
      y -= 16;
      text(code, { x: textX, size: 14, font: bold });
      y -= 16;
      for (const line of wrap(
        `Check this report at ${verifyUrl.split('?')[0]} with the ${meta.title.startsWith('Parentage') ? 'report number' : 'sample barcode'} and this code, or scan the QR code. An altered report does not verify.`,
        regular,
        8.5,
        width - qrSize - 16,
      )) {
        text(line, { x: textX, size: 8.5 });
        y -= 11;
      }
      return pdf.save();
    },
    save: () => pdf.save(),
  };
  text(LAB.name, { size: 20, font: bold, color: [0.75, 0.1, 0.4] });
  down(16);
  text(LAB.address, { size: 8 });
  down(11);
  text(LAB.accreditation, { size: 8 });
  down(28);
  text(meta.heading, { size: 16, font: bold });
  down(18);
  return doc;
}

/**
 * A genetic summary report or breed certificate as a real PDF: the lab, report and sample numbers, the
 * animal, the owner, every test with genotype and meaning, method, dates, signatory, and the
 * verification code with a QR code that opens report authentication.
 */
export async function renderReportPdf(
  record: ReportRecord,
  code: string,
  verifyUrl: string,
  meanings: Map<string, string>,
): Promise<Uint8Array> {
  const summary = record.kind === 'summary';
  const doc = await openLabDocument({
    title: `${summary ? 'Genetic summary report' : 'Breed certificate'} ${record.reportNumber}`,
    heading: summary ? 'Genetic Summary Report' : 'Breed Certificate of DNA Results',
    issuedAt: record.issuedAt,
  });
  const { text, down, margin, bold } = doc;
  text(`Report number ${record.reportNumber}    Sample ${record.barcode}    Issued ${day(record.issuedAt)}`, { size: 10 });
  down(24);

  const facts: Array<[string, string]> = [
    ['Animal', record.animal.name],
    ['Species', record.animal.species === 'canine' ? 'Dog' : 'Cat'],
    ['Breed', record.animal.breed ?? 'Not stated'],
    ['Sex', record.animal.gender === 'male' ? 'Male' : 'Female'],
    ['Date of birth', record.animal.dateOfBirth ?? 'Not stated'],
    ['Microchip', record.animal.microchip ?? 'Not stated'],
    ['Registered name', record.animal.registrationName ?? 'Not stated'],
    ['Registration number', record.animal.registrationNumber ?? 'Not stated'],
    ['Owner', record.owner],
    ['Sample received', day(record.receivedAt)],
    ['Reported', day(record.issuedAt)],
  ];
  for (const [label, value] of facts) {
    text(`${label}:`, { font: bold });
    text(value, { x: margin + 130 });
    down(14);
  }
  down(10);
  text('Results', { size: 13, font: bold });
  down(18);
  for (const result of record.results) {
    text(`${result.testName}${result.gene ? ` (${result.gene})` : ''}`, { font: bold });
    down(13);
    text(`Genotype ${result.genotype}  -  ${result.label}`, { x: margin + 12 });
    down(13);
    const meaning = meanings.get(result.testName);
    if (meaning) doc.paragraph(meaning, { indent: 12, color: [0.3, 0.3, 0.3] });
    down(6);
  }
  if (record.results.length === 0) {
    text('No test results are reported on this document.');
    down(14);
  }
  down(8);
  closingBlock(doc, 'Identity: the sample was collected by the owner; identity was not verified by a collection agent.');
  return doc.finish(code, verifyUrl);
}

/** Method, identity statement and signatory: the lines above the verification block of every report. */
export function closingBlock(doc: LabDocument, identity: string): void {
  doc.text('Method', { font: doc.bold });
  doc.down(13);
  doc.paragraph(LAB.method);
  doc.text(identity, { size: 8.5 });
  doc.down(22);
  doc.text(`Signed: ${LAB.signatory}`, { font: doc.bold });
  doc.down(30);
}

function drawQr(
  page: PDFPage,
  modules: { size: number; get(row: number, col: number): number },
  x: number,
  y: number,
  cell: number,
) {
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        page.drawRectangle({
          x: x + col * cell,
          y: y + (modules.size - 1 - row) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
      }
    }
  }
}
