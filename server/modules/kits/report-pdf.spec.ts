import { describe, expect, it } from '@jest/globals';
import type { ReportRecord } from '../../../shared/types/kits.js';
import { pdfPageTexts } from '../../../test/support/pdf-text.js';
import { renderCertificatePdf, renderReportPdf } from './report-pdf.js';

const record = (kind: 'summary' | 'certificate', tests = 6): ReportRecord => ({
  reportNumber: `${kind === 'summary' ? 'R' : 'C'}000000123`,
  kind,
  barcode: 'PDL000000123',
  issuedAt: '2026-11-20T09:00:00.000Z',
  animal: {
    name: 'Bonnie',
    species: 'canine',
    breed: 'Labrador Retriever',
    gender: 'female',
    dateOfBirth: '2022-03-14',
    microchip: '036000000123401',
    registrationName: 'Riverbend Golden Bonnie',
    registrationNumber: 'ANKC 2100543210',
  },
  owner: 'Bree Dawson',
  receivedAt: '2026-11-02T09:00:00.000Z',
  results: [
    { testName: 'Progressive Rod-Cone Degeneration (PRA-prcd)', gene: 'PRCD', genotype: 'N/m', label: 'Carrier' },
    { testName: 'Degenerative Myelopathy (DM)', gene: 'SOD1', genotype: 'N/N', label: 'Normal/Clear' },
    { testName: 'Exercise-Induced Collapse (EIC)', gene: 'DNM1', genotype: 'N/N', label: 'Normal/Clear' },
    { testName: 'Hyperuricosuria (HUU)', gene: 'SLC2A9', genotype: 'N/N', label: 'Normal/Clear' },
    { testName: 'B Locus (Brown)', gene: 'TYRP1', genotype: 'b/b', label: 'b/b' },
    { testName: 'E Locus (Yellow/Red)', gene: 'MC1R', genotype: 'e/e', label: 'e/e' },
    ...Array.from({ length: Math.max(0, tests - 6) }, (_, i) => ({
      testName: `Extra Health Test ${i + 1}`,
      gene: 'GENE',
      genotype: 'N/N',
      label: 'Normal/Clear',
    })),
  ],
});

const URL = 'https://shop.example/tools/report-authentication?barcode=PDL000000123&code=ABCD-EFGH-JKLM';
const CODE = 'ABCD-EFGH-JKLM';

describe('report PDFs read as a lab document', () => {
  it('puts the letterhead, accreditation, summary, colour-coded results and verification code on page 1 of the summary', async () => {
    const pages = pdfPageTexts(Buffer.from(await renderReportPdf(record('summary'), CODE, URL, new Map())));
    expect(pages).toHaveLength(1);
    // Lines wrap where the column ends: read the page as running text.
    const first = pages[0]?.join(' ') ?? '';
    for (const text of [
      'Pet DNA Lab',
      'Accredited to ISO/IEC 17025',
      'Genetic Summary Report',
      'Bonnie',
      '036000000123401',
      '6 tests: 1 carrier, 3 clear, 2 traits',
      'Carrier',
      'Pair only with a clear',
      'Chocolate (liver)',
      'Verification code',
      CODE,
      'Signed: Dr Helen Marsh',
    ]) {
      expect(first).toContain(text);
    }
    expect(first).not.toMatch(/one of e or e/);
  });

  it('writes every date as day, short month and year, never as an ISO date', async () => {
    const summary = pdfPageTexts(Buffer.from(await renderReportPdf(record('summary'), CODE, URL, new Map())));
    const certificate = pdfPageTexts(Buffer.from(await renderCertificatePdf(record('certificate'), CODE, URL)));
    const summaryText = summary.flat().join(' ');
    const certificateText = certificate.flat().join(' ');
    expect(summaryText).toContain('14 Mar 2022');
    expect(summaryText).toContain('2 Nov 2026');
    expect(summaryText).toContain('Issued 20 Nov 2026');
    expect(certificateText).toContain('Born 14 Mar 2022');
    expect(certificateText).toContain('Issued 20 Nov 2026');
    for (const text of [summaryText, certificateText]) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('keeps the verification code on page 1 when the results run onto a second page', async () => {
    const pages = pdfPageTexts(Buffer.from(await renderReportPdf(record('summary', 30), CODE, URL, new Map())));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(CODE);
    // Page 2 carries results, not a lone verification block.
    expect(pages[1]?.join('\n')).toContain('Extra Health Test 24');
  });

  it('draws the breed certificate on one page with the animal, breed, seal and code', async () => {
    const pages = pdfPageTexts(Buffer.from(await renderCertificatePdf(record('certificate'), CODE, URL)));
    expect(pages).toHaveLength(1);
    // Lines wrap where the column ends: read the page as running text.
    const first = pages[0]?.join(' ') ?? '';
    for (const text of [
      'Breed Certificate of DNA Results',
      'Bonnie',
      'Labrador Retriever',
      'Registered name Riverbend Golden Bonnie',
      'Microchip 036000000123401',
      'CERTIFIED',
      'Carrier',
      CODE,
    ]) {
      expect(first).toContain(text);
    }
  });
});
