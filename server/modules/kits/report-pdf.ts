import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatLabDate } from '../../../shared/format.js';
import type { ResultCall } from '../../../shared/genotype.js';
import { LAB } from '../../../shared/lab.js';
import { groupResults, type ResultStatus, readResult, resultsSummary } from '../../../shared/results-reading.js';
import { identityLine, identityStatement } from '../../../shared/sample-collector.js';
import type { ReportRecord } from '../../../shared/types/kits.js';

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

/** A date on a lab document as every storefront reads it: "14 Mar 2022" (docs/decisions/1011). */
export const day = (iso: string | null) => (iso ? formatLabDate(iso) : 'Not recorded');

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

const A4: [number, number] = [595.28, 841.89];
const PINK: Rgb = [0.76, 0.09, 0.36];
const INK: Rgb = [0.11, 0.11, 0.16];
const MUTED: Rgb = [0.36, 0.36, 0.42];
const LINE: Rgb = [0.87, 0.86, 0.9];

/** Fill and text colours of each result status, as on the results page: green, amber, red, blue. */
const STATUS_COLOURS: Record<ResultStatus, { fill: Rgb; ink: Rgb }> = {
  clear: { fill: [0.89, 0.95, 0.89], ink: [0.11, 0.37, 0.13] },
  carrier: { fill: [1, 0.94, 0.84], ink: [0.43, 0.28, 0] },
  at_risk: { fill: [0.99, 0.89, 0.9], ink: [0.56, 0, 0.1] },
  trait: { fill: [0.89, 0.93, 0.98], ink: [0.09, 0.29, 0.52] },
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The call a frozen record's label stands for (records keep the label, not the call). */
export function callOfLabel(label: string): ResultCall {
  if (label === 'Normal/Clear') return 'clear';
  if (label === 'Carrier') return 'carrier';
  if (label.startsWith('At risk')) return 'at_risk';
  return 'alleles';
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function put(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number, color: Rgb = INK) {
  page.drawText(plain(value), { x, y, size, font, color: rgb(...color) });
}

function centred(page: PDFPage, value: string, y: number, font: PDFFont, size: number, color: Rgb = INK) {
  const width = font.widthOfTextAtSize(plain(value), size);
  put(page, value, (page.getWidth() - width) / 2, y, font, size, color);
}

/** The lab's mark: a roundel with a double helix, drawn so that the PDF needs no image file. */
function drawLogo(page: PDFPage, x: number, y: number, r: number) {
  page.drawCircle({ x, y, size: r, color: rgb(...PINK) });
  const white = rgb(1, 1, 1);
  for (let i = -3; i <= 3; i++) {
    const dy = (i * r) / 4.2;
    const half = Math.cos((i / 3) * (Math.PI / 2)) * r * 0.45;
    page.drawLine({ start: { x: x - half, y: y + dy }, end: { x: x + half, y: y + dy }, thickness: 1.2, color: white });
    page.drawCircle({ x: x - half, y: y + dy, size: 1.6, color: white });
    page.drawCircle({ x: x + half, y: y + dy, size: 1.6, color: white });
  }
}

/** Letterhead: logo, lab name, address and the accreditation line. Returns the y under it. */
function letterhead(page: PDFPage, fonts: Fonts, top: number, left: number): number {
  drawLogo(page, left + 22, top - 22, 22);
  put(page, LAB.name, left + 54, top - 18, fonts.bold, 20, PINK);
  put(page, LAB.address, left + 54, top - 31, fonts.regular, 8, MUTED);
  page.drawRectangle({ x: left + 54, y: top - 47, width: 8, height: 8, color: rgb(0.11, 0.37, 0.13) });
  put(page, LAB.accreditation, left + 66, top - 46, fonts.bold, 8, [0.11, 0.37, 0.13]);
  return top - 60;
}

/** The QR code (opening report authentication) with the verification code under it. */
function verificationBlock(page: PDFPage, fonts: Fonts, code: string, verifyUrl: string, right: number, top: number) {
  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const cell = 2;
  const size = qr.modules.size * cell;
  const boxWidth = Math.max(size, 118) + 12;
  const x = right - boxWidth;
  const boxHeight = size + 52;
  page.drawRectangle({
    x,
    y: top - boxHeight,
    width: boxWidth,
    height: boxHeight,
    borderColor: rgb(...LINE),
    borderWidth: 1,
    color: rgb(1, 1, 1),
  });
  drawQr(page, qr.modules, x + (boxWidth - size) / 2, top - 6 - size, cell);
  const mid = x + boxWidth / 2;
  const centreAt = (value: string, y: number, font: PDFFont, sizePt: number, color: Rgb = INK) =>
    put(page, value, mid - font.widthOfTextAtSize(plain(value), sizePt) / 2, y, font, sizePt, color);
  centreAt('Verification code', top - size - 18, fonts.regular, 7, MUTED);
  centreAt(code, top - size - 30, fonts.bold, 11);
  centreAt('Scan, or check at', top - size - 40, fonts.regular, 6.5, MUTED);
  centreAt(verifyUrl.split('?')[0]?.replace(/^https?:\/\//, '') ?? '', top - size - 48, fonts.regular, 6.5, MUTED);
}

function pill(page: PDFPage, fonts: Fonts, status: ResultStatus, label: string, x: number, y: number) {
  const size = 8;
  const width = fonts.bold.widthOfTextAtSize(plain(label), size) + 12;
  page.drawRectangle({ x, y: y - 4, width, height: 14, color: rgb(...STATUS_COLOURS[status].fill) });
  put(page, label, x + 6, y, fonts.bold, size, STATUS_COLOURS[status].ink);
}

function footer(page: PDFPage, fonts: Fonts, reportNumber: string, index: number, count: number) {
  const y = 28;
  page.drawLine({
    start: { x: 40, y: y + 12 },
    end: { x: page.getWidth() - 40, y: y + 12 },
    thickness: 0.5,
    color: rgb(...LINE),
  });
  put(page, `${LAB.name} · ${reportNumber} · This report relates only to the sample tested.`, 40, y, fonts.regular, 7, MUTED);
  const pageText = `Page ${index} of ${count}`;
  put(page, pageText, page.getWidth() - 40 - fonts.regular.widthOfTextAtSize(pageText, 7), y, fonts.regular, 7, MUTED);
}

async function newPdf(title: string, issuedAt: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(LAB.name);
  pdf.setCreationDate(new Date(issuedAt));
  pdf.setModificationDate(new Date(issuedAt));
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, fonts };
}

function animalFacts(record: ReportRecord): Array<[string, string]> {
  return [
    ['Animal', record.animal.name],
    ['Breed', record.animal.breed ?? 'Not stated'],
    ['Species', record.animal.species === 'canine' ? 'Dog' : 'Cat'],
    ['Sex', record.animal.gender === 'male' ? 'Male' : 'Female'],
    ['Date of birth', record.animal.dateOfBirth ? day(record.animal.dateOfBirth) : 'Not stated'],
    ['Microchip', record.animal.microchip ?? 'Not stated'],
    ['Registered name', record.animal.registrationName ?? 'Not stated'],
    ['Registration number', record.animal.registrationNumber ?? 'Not stated'],
    ['Owner', record.owner],
    ['Sample', record.barcode],
    ['Sample received', day(record.receivedAt)],
    ['Reported', day(record.issuedAt)],
  ];
}

/**
 * The genetic summary report as a lab's document: letterhead with logo and accreditation, the QR code and
 * verification code on page 1, the animal in a box, a summary line, and a colour-coded results table
 * with the plain meaning of each result; method, identity and signatory close it.
 */
export async function renderReportPdf(
  record: ReportRecord,
  code: string,
  verifyUrl: string,
  meanings: Map<string, string>,
): Promise<Uint8Array> {
  if (record.kind === 'certificate') return renderCertificatePdf(record, code, verifyUrl);
  const { pdf, fonts } = await newPdf(`Genetic summary report ${record.reportNumber}`, record.issuedAt);
  const left = 40;
  const right = A4[0] - 40;
  let page = pdf.addPage(A4);
  let y = letterhead(page, fonts, A4[1] - 36, left);
  verificationBlock(page, fonts, code, verifyUrl, right, A4[1] - 30);
  y -= 22;
  put(page, 'Genetic Summary Report', left, y, fonts.bold, 20);
  y -= 16;
  put(
    page,
    `Report number ${record.reportNumber}    Sample ${record.barcode}    Issued ${day(record.issuedAt)}`,
    left,
    y,
    fonts.regular,
    9,
    MUTED,
  );
  y = Math.min(y, A4[1] - 160) - 14;

  const facts = animalFacts(record);
  const rows = Math.ceil(facts.length / 2);
  const boxHeight = rows * 22 + 10;
  page.drawRectangle({ x: left, y: y - boxHeight, width: right - left, height: boxHeight, color: rgb(0.97, 0.965, 0.98) });
  facts.forEach(([label, value], index) => {
    const column = index % 2;
    const row = Math.floor(index / 2);
    const x = left + 10 + column * ((right - left) / 2);
    const rowY = y - 14 - row * 22;
    put(page, label.toUpperCase(), x, rowY, fonts.bold, 6.5, MUTED);
    put(page, value, x, rowY - 9, column === 0 && row === 0 ? fonts.bold : fonts.regular, 9.5);
  });
  y -= boxHeight + 22;

  // Health first, worst first, then traits: the order of the results page.
  const calls = groupResults(record.results.map((r) => ({ ...r, call: callOfLabel(r.label) }))).flatMap((g) => g.results);
  put(page, 'Results', left, y, fonts.bold, 13);
  put(page, resultsSummary(calls), left + 60, y, fonts.bold, 11, PINK);
  y -= 16;
  const cols = { test: left + 8, genotype: left + 190, result: left + 245, meaning: left + 320 };
  const meaningWidth = right - cols.meaning;
  const header = () => {
    page.drawRectangle({ x: left, y: y - 5, width: right - left, height: 16, color: rgb(...INK) });
    for (const [key, label] of [
      ['test', 'Test'],
      ['genotype', 'Genotype'],
      ['result', 'Result'],
      ['meaning', 'What it means'],
    ] as const) {
      put(page, label, cols[key], y, fonts.bold, 8, [1, 1, 1]);
    }
    y -= 18;
  };
  header();
  for (const result of calls) {
    const reading = readResult(
      { testName: result.testName, genotype: result.genotype, call: result.call },
      record.animal.species,
    );
    const meaning =
      reading.status === 'trait'
        ? `${capital(reading.headline.slice(result.genotype.length + 2))}. ${reading.forBreeding}`
        : `${reading.forAnimal} ${reading.forBreeding}`;
    const testLines = wrap(
      `${result.testName}${result.gene ? ` (${result.gene})` : ''}`,
      fonts.bold,
      8.5,
      cols.genotype - cols.test - 8,
    );
    const meaningLines = wrap(meaning, fonts.regular, 7.5, meaningWidth);
    const height = Math.max(testLines.length * 10, meaningLines.length * 9.5, 14) + 8;
    if (y - height < 150) {
      page = pdf.addPage(A4);
      y = letterhead(page, fonts, A4[1] - 36, left) - 20;
      header();
    }
    page.drawRectangle({
      x: left,
      y: y - height + 8,
      width: 3,
      height: height - 2,
      color: rgb(...STATUS_COLOURS[reading.status].ink),
    });
    testLines.forEach((line, i) => {
      put(page, line, cols.test, y - i * 10, fonts.bold, 8.5);
    });
    put(page, result.genotype, cols.genotype, y, fonts.bold, 9);
    pill(page, fonts, reading.status, reading.status === 'trait' ? 'Trait' : result.label, cols.result, y);
    meaningLines.forEach((line, i) => {
      put(page, line, cols.meaning, y - i * 9.5, fonts.regular, 7.5, MUTED);
    });
    y -= height;
    page.drawLine({ start: { x: left, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.5, color: rgb(...LINE) });
  }
  if (record.results.length === 0) {
    put(page, 'No test results are reported on this document.', left, y, fonts.regular, 10);
    y -= 14;
  }
  // The API's longer interpretation of each health result, for the reader who wants more than one line.
  const details = calls.filter((r) => r.call !== 'alleles' && r.call !== 'clear' && meanings.get(r.testName));
  if (y < 170) {
    page = pdf.addPage(A4);
    y = letterhead(page, fonts, A4[1] - 36, left) - 20;
  }
  y -= 10;
  for (const r of details) {
    const lines = wrap(`${r.testName}: ${meanings.get(r.testName)}`, fonts.regular, 7.5, right - left);
    if (y - lines.length * 9.5 < 150) break;
    for (const line of lines) {
      put(page, line, left, y, fonts.regular, 7.5, MUTED);
      y -= 9.5;
    }
    y -= 3;
  }
  y -= 8;
  put(page, 'Method', left, y, fonts.bold, 9);
  y -= 11;
  for (const line of wrap(LAB.method, fonts.regular, 7.5, right - left)) {
    put(page, line, left, y, fonts.regular, 7.5, MUTED);
    y -= 9.5;
  }
  for (const line of wrap(identityStatement(record.collector), fonts.regular, 7.5, right - left)) {
    put(page, line, left, y, fonts.regular, 7.5, MUTED);
    y -= 9.5;
  }
  y += 9.5;
  y -= 28;
  page.drawLine({ start: { x: left, y: y + 12 }, end: { x: left + 200, y: y + 12 }, thickness: 0.75, color: rgb(...INK) });
  put(page, `Signed: ${LAB.signatory}`, left, y, fonts.bold, 8.5);
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    footer(p, fonts, record.reportNumber, i + 1, pages.length);
  });
  return pdf.save();
}

/** A wax-seal style roundel: the lab's certification mark beside the signature. */
function drawSeal(page: PDFPage, fonts: Fonts, x: number, y: number) {
  page.drawCircle({ x, y, size: 40, color: rgb(...PINK) });
  page.drawCircle({ x, y, size: 35, borderColor: rgb(1, 1, 1), borderWidth: 1.2 });
  page.drawCircle({ x, y, size: 31, borderColor: rgb(1, 1, 1), borderWidth: 0.5 });
  const centreAt = (value: string, dy: number, size: number) =>
    put(page, value, x - fonts.bold.widthOfTextAtSize(value, size) / 2, y + dy, fonts.bold, size, [1, 1, 1]);
  centreAt('PET DNA LAB', 10, 7);
  centreAt('CERTIFIED', -3, 9);
  centreAt('ISO/IEC 17025', -15, 6);
}

/**
 * The breed certificate: a framed page of its own design, the animal's name and breed prominent, its
 * identity (microchip, registration), colour-coded results, the seal, signature and the QR and
 * verification code, all on one page.
 */
export async function renderCertificatePdf(record: ReportRecord, code: string, verifyUrl: string): Promise<Uint8Array> {
  const { pdf, fonts } = await newPdf(`Breed certificate ${record.reportNumber}`, record.issuedAt);
  const [W, H] = A4;
  const frame = (p: PDFPage) => {
    p.drawRectangle({ x: 20, y: 20, width: W - 40, height: H - 40, borderColor: rgb(...PINK), borderWidth: 3 });
    p.drawRectangle({ x: 28, y: 28, width: W - 56, height: H - 56, borderColor: rgb(0.72, 0.56, 0.2), borderWidth: 0.8 });
  };
  let page = pdf.addPage(A4);
  frame(page);
  drawLogo(page, W / 2, H - 80, 24);
  centred(page, LAB.name, H - 122, fonts.bold, 14, PINK);
  centred(page, LAB.accreditation, H - 135, fonts.regular, 8, MUTED);
  centred(page, 'Breed Certificate of DNA Results', H - 172, fonts.bold, 22);
  centred(
    page,
    `Certificate ${record.reportNumber} · Sample ${record.barcode} · Issued ${day(record.issuedAt)}`,
    H - 190,
    fonts.regular,
    9,
    MUTED,
  );
  centred(page, 'This certifies that the DNA of', H - 220, fonts.regular, 10, MUTED);
  centred(page, record.animal.name, H - 250, fonts.bold, 26);
  centred(page, record.animal.breed ?? (record.animal.species === 'canine' ? 'Dog' : 'Cat'), H - 274, fonts.bold, 15, PINK);
  const identity = [
    record.animal.registrationName && `Registered name ${record.animal.registrationName}`,
    record.animal.registrationNumber && `Registration ${record.animal.registrationNumber}`,
  ].filter(Boolean) as string[];
  if (identity.length > 0) centred(page, identity.join('  ·  '), H - 294, fonts.regular, 9.5);
  centred(
    page,
    [
      `Microchip ${record.animal.microchip ?? 'not stated'}`,
      record.animal.gender === 'male' ? 'Male' : 'Female',
      `Born ${record.animal.dateOfBirth ? day(record.animal.dateOfBirth) : 'not stated'}`,
      `Owner ${record.owner}`,
    ].join('  ·  '),
    H - 308,
    fonts.regular,
    9.5,
  );
  centred(page, 'was tested by the laboratory with the following results:', H - 328, fonts.regular, 10, MUTED);

  const left = 70;
  const right = W - 70;
  let y = H - 356;
  page.drawLine({ start: { x: left, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 0.8, color: rgb(...INK) });
  put(page, 'Test', left + 8, y, fonts.bold, 8, MUTED);
  put(page, 'Genotype', left + 270, y, fonts.bold, 8, MUTED);
  put(page, 'Result', left + 340, y, fonts.bold, 8, MUTED);
  y -= 18;
  const ordered = groupResults(record.results.map((r) => ({ ...r, call: callOfLabel(r.label) }))).flatMap((g) => g.results);
  for (const result of ordered) {
    const call = result.call;
    const reading = readResult({ testName: result.testName, genotype: result.genotype, call }, record.animal.species);
    if (y < 230) {
      page = pdf.addPage(A4);
      frame(page);
      y = H - 80;
    }
    page.drawRectangle({ x: left, y: y - 5, width: 3, height: 15, color: rgb(...STATUS_COLOURS[reading.status].ink) });
    const name = wrap(result.testName, fonts.bold, 9, 255)[0] ?? '';
    put(page, name, left + 8, y, fonts.bold, 9);
    put(page, result.genotype, left + 270, y, fonts.bold, 9);
    // A trait's pill names the coat in its first words ("Chocolate (liver)", "Yellow, red or cream coat").
    const label =
      reading.status === 'trait'
        ? capital(reading.headline.slice(result.genotype.length + 2).split(/[;:]/)[0] ?? '')
        : result.label;
    pill(page, fonts, reading.status, wrap(label, fonts.bold, 8, right - left - 352)[0] ?? label, left + 340, y);
    y -= 20;
    page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.4, color: rgb(...LINE) });
  }
  if (record.results.length === 0) {
    put(page, 'No test results are reported on this certificate.', left, y, fonts.regular, 10);
  }
  // Seal, signature and verification sit at the foot of the last page, inside the frame.
  drawSeal(page, fonts, left + 45, 120);
  page.drawLine({ start: { x: W / 2 - 95, y: 110 }, end: { x: W / 2 + 95, y: 110 }, thickness: 0.75, color: rgb(...INK) });
  centred(page, LAB.signatory, 98, fonts.bold, 8);
  centred(page, identityLine(record.collector), 86, fonts.regular, 7, MUTED);
  verificationBlock(page, fonts, code, verifyUrl, right + 10, 200);
  centred(
    page,
    `${LAB.address}. Check this certificate with its code: an altered certificate does not verify.`,
    44,
    fonts.regular,
    6.5,
    MUTED,
  );
  return pdf.save();
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
