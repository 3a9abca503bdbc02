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

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'Not recorded');

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
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${record.kind === 'summary' ? 'Genetic summary report' : 'Breed certificate'} ${record.reportNumber}`);
  pdf.setAuthor(LAB.name);
  pdf.setCreationDate(new Date(record.issuedAt));
  pdf.setModificationDate(new Date(record.issuedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  const margin = 48;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  const text = (value: string, options: { size?: number; font?: PDFFont; x?: number; color?: [number, number, number] } = {}) => {
    const size = options.size ?? 10;
    page.drawText(plain(value), {
      x: options.x ?? margin,
      y,
      size,
      font: options.font ?? regular,
      color: options.color ? rgb(...options.color) : rgb(0.1, 0.1, 0.1),
    });
  };
  const down = (amount: number) => {
    y -= amount;
    if (y < margin + 40) {
      page = pdf.addPage([595.28, 841.89]);
      y = page.getHeight() - margin;
    }
  };

  text(LAB.name, { size: 20, font: bold, color: [0.75, 0.1, 0.4] });
  down(16);
  text(LAB.address, { size: 8 });
  down(11);
  text(LAB.accreditation, { size: 8 });
  down(28);
  text(record.kind === 'summary' ? 'Genetic Summary Report' : 'Breed Certificate of DNA Results', { size: 16, font: bold });
  down(18);
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
    if (meaning) {
      for (const line of wrap(meaning, regular, 8.5, width - 12)) {
        text(line, { x: margin + 12, size: 8.5, color: [0.3, 0.3, 0.3] });
        down(11);
      }
    }
    down(6);
  }
  if (record.results.length === 0) {
    text('No test results are reported on this document.');
    down(14);
  }
  down(8);
  text('Method', { font: bold });
  down(13);
  for (const line of wrap(LAB.method, regular, 8.5, width)) {
    text(line, { size: 8.5 });
    down(11);
  }
  text('Identity: the sample was collected by the owner; identity was not verified by a collection agent.', { size: 8.5 });
  down(22);
  text(`Signed: ${LAB.signatory}`, { font: bold });
  down(30);

  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size;
  const cell = 2.4;
  const qrSize = cells * cell;
  if (y - qrSize < margin) {
    page = pdf.addPage([595.28, 841.89]);
    y = page.getHeight() - margin;
  }
  drawQr(page, qr.modules, margin, y - qrSize, cell);
  const textX = margin + qrSize + 16;
  y -= 12;
  text('Verification code', { x: textX, font: bold });
  y -= 16;
  text(code, { x: textX, size: 14, font: bold });
  y -= 16;
  for (const line of wrap(
    `Check this report at ${verifyUrl.split('?')[0]} with the sample barcode and this code, or scan the QR code. An altered report does not verify.`,
    regular,
    8.5,
    width - qrSize - 16,
  )) {
    text(line, { x: textX, size: 8.5 });
    y -= 11;
  }
  return pdf.save();
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
