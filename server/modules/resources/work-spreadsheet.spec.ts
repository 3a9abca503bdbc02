import { describe, expect, it } from '@jest/globals';
import type { OwnAnimalRecord } from '../kits/kits.service.js';
import { inertCell, SHEET_COLUMNS, sheetRows, toCsv } from './work-spreadsheet.js';

const bonnie: OwnAnimalRecord = {
  id: 1,
  name: 'Riverbend Bonnie, "Bon"',
  species: 'canine',
  gender: 'female',
  breed: 'Labrador Retriever',
  microchip: '036000000123401',
  dateOfBirth: '2021-03-04',
  registrationName: null,
  registrationNumber: '=HYPERLINK("http://evil")',
  results: [
    {
      testId: 1001,
      testName: 'Progressive Rod-Cone Degeneration (PRA-prcd)',
      gene: 'PRCD',
      inheritance: 'AR',
      kind: 'd',
      genotype: 'N/m',
      publishedAt: '2026-10-02T09:00:00.000Z',
      barcode: 'PDL1234567',
    },
  ],
};

describe('work spreadsheet', () => {
  it('writes one row per animal and test, with the result in words', () => {
    const [row] = sheetRows([bonnie]);
    expect(row).toEqual([
      'Riverbend Bonnie, "Bon"',
      '036000000123401',
      'Labrador Retriever',
      'Dog',
      'Female',
      '2021-03-04',
      '=HYPERLINK("http://evil")',
      'Progressive Rod-Cone Degeneration (PRA-prcd)',
      'PRCD',
      'N/m',
      'Carrier',
      'One copy of the variant. A carrier is healthy and will not develop the condition.',
      '2026-10-02',
      'PDL1234567',
    ]);
    expect(row).toHaveLength(SHEET_COLUMNS.length);
  });

  it('gives an animal without results one row that says so', () => {
    expect(sheetRows([{ ...bonnie, results: [] }])[0]?.[10]).toBe('No published results yet');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(['=1+1', '+61 3', '-2', '@SUM(A1)', '\tx', 'N/m'].map(inertCell)).toEqual([
      "'=1+1",
      "'+61 3",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'N/m',
    ]);
  });

  it('writes CSV with a byte-order mark, quoted fields and CRLF lines', () => {
    const csv = toCsv(sheetRows([bonnie]));
    expect(csv.startsWith('\uFEFFAnimal,Microchip,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Riverbend Bonnie, ""Bon""",036000000123401,/);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(lines[2]).toBe('');
  });
});
