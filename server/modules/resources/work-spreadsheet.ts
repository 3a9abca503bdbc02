import { interpret } from '../../../shared/genotype.js';
import type { OwnAnimalRecord } from '../kits/kits.service.js';

/** The columns of a breeder's work spreadsheet, in order (docs/decisions/0941). */
export const SHEET_COLUMNS = [
  'Animal',
  'Microchip',
  'Breed',
  'Species',
  'Sex',
  'Date of birth',
  'Registration number',
  'Test',
  'Gene',
  'Genotype',
  'Result',
  'What it means',
  'Date published',
  'Kit barcode',
] as const;

export type SheetRow = string[];

/** One row per animal and published test; an animal with no published result yet gets one row saying so. */
export function sheetRows(animals: OwnAnimalRecord[]): SheetRow[] {
  return animals.flatMap((animal) => {
    const facts = [
      animal.name,
      animal.microchip ?? '',
      animal.breed ?? '',
      animal.species === 'canine' ? 'Dog' : 'Cat',
      animal.gender === 'male' ? 'Male' : 'Female',
      animal.dateOfBirth ?? '',
      animal.registrationNumber ?? '',
    ];
    if (animal.results.length === 0) return [[...facts, '', '', '', 'No published results yet', '', '', '']];
    return animal.results.map((result) => {
      const reading = interpret(result.genotype, result);
      return [
        ...facts,
        result.testName,
        result.gene ?? '',
        result.genotype,
        reading.label,
        reading.meaning,
        result.publishedAt.slice(0, 10),
        result.barcode,
      ];
    });
  });
}

/**
 * A cell as spreadsheet programs may safely open it: text starting with `=`, `+`, `-`, `@` (or a tab or
 * carriage return) would be run as a formula, so it is written after an apostrophe (OWASP CSV injection).
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The sheet as CSV: UTF-8 with a byte-order mark (so Excel reads accents), CRLF line ends. */
export function toCsv(rows: SheetRow[]): string {
  const lines = [[...SHEET_COLUMNS], ...rows].map((row) => row.map((cell) => quoted(inertCell(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
