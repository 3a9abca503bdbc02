import ExcelJS from 'exceljs';
import { SHEET_COLUMNS, type SheetRow } from './work-spreadsheet.js';

const WIDTHS: Record<(typeof SHEET_COLUMNS)[number], number> = {
  Animal: 26,
  Microchip: 18,
  Breed: 22,
  Species: 9,
  Sex: 8,
  'Date of birth': 13,
  'Registration number': 20,
  Test: 42,
  Gene: 12,
  Genotype: 10,
  Result: 18,
  'What it means': 60,
  'Date published': 15,
  'Kit barcode': 14,
};

/**
 * The sheet as an Excel workbook: a bold, frozen header row with a filter, so a breeder can sort and filter
 * at once. Every value is written as text: a cell is never a formula, whatever it starts with.
 */
export async function toXlsx(rows: SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pet DNA Lab';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Animals and results', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS.map((header) => ({ header, key: header, width: WIDTHS[header] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: SHEET_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
