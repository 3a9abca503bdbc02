import { createHmac } from 'node:crypto';
import { CANINE_STR_MARKERS, FELINE_STR_MARKERS } from '../../../shared/genotype.js';

/** A new kit barcode: lab prefix, year and a check digit so that a mistyped barcode rarely names another kit. */
export function newBarcode(sequence: number, year = new Date().getUTCFullYear()): string {
  const body = `${year % 100}${String(sequence).padStart(6, '0')}`;
  return `PDL${body}${checkDigit(body)}`;
}

/** Luhn check digit over the digits. */
export function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function normaliseBarcode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Stable JSON (sorted keys), so the same record always signs to the same code. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The verification code printed on a report: an HMAC-SHA256 of the published record under the lab's
 * secret, 60 bits in Crockford base32 as XXXX-XXXX-XXXX. Without the secret nobody can make a code
 * that matches an altered record.
 */
export function verificationCode(secret: string, record: unknown): string {
  const mac = createHmac('sha256', `report-verification:${secret}`).update(canonicalJson(record)).digest();
  let bits = 0n;
  for (let i = 0; i < 8; i++) bits = (bits << 8n) | BigInt(mac[i] ?? 0);
  let out = '';
  for (let i = 0; i < 12; i++) {
    out += CROCKFORD[Number((bits >> BigInt(64 - 5 * (i + 1))) & 31n)];
  }
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}`;
}

/** What a person may type for a code: any case, with or without dashes, O for 0 and I/L for 1. */
export function normaliseCode(raw: string): string {
  const plain = raw
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return plain.length === 12 ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : plain;
}

export interface CsvRow {
  line: number;
  barcode: string;
  testCode: string;
  genotype: string;
}

/**
 * The lab instruments' export: `barcode,test code,genotype` with an optional header line; commas or
 * semicolons, optional quotes, blank lines ignored.
 */
export function parseResultsCsv(text: string): { rows: CsvRow[]; errors: Array<{ line: number; message: string }> } {
  const rows: CsvRow[] = [];
  const errors: Array<{ line: number; message: string }> = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = raw.split(/[;,\t]/).map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (index === 0 && /barcode/i.test(cells[0] ?? '')) return;
    if (cells.length !== 3 || cells.some((c) => c === '')) {
      errors.push({ line, message: 'Expected three columns: barcode, test code, genotype' });
      return;
    }
    const [barcode, testCode, genotype] = cells as [string, string, string];
    rows.push({ line, barcode: normaliseBarcode(barcode), testCode, genotype });
  });
  return { rows, errors };
}

/**
 * Whether a DNA profile can stand as a parent's in a parentage test: every core ISAG marker of its
 * species typed (the sex marker is not needed), so the lab compares at every marker without re-testing.
 */
export function parentageReadiness(
  species: 'canine' | 'feline',
  markers: Record<string, unknown>,
): { markersTyped: number; markersRequired: number; usableForParentage: boolean } {
  const core = (species === 'canine' ? CANINE_STR_MARKERS : FELINE_STR_MARKERS).filter((m) => m !== 'AMEL');
  const markersTyped = core.filter((m) => markers[m] !== undefined).length;
  return { markersTyped, markersRequired: core.length, usableForParentage: markersTyped === core.length };
}

/** Who a kit's sample belongs to, and whether its animal is shared with the buyer. */
export interface KitHolders {
  kitOwnerId: number;
  animalOwnerId: number | null;
  sharedWithBuyer: boolean;
}

/**
 * Whether this buyer may order a test upgrade or full breed profile for a kit's sample (docs/decisions/0634):
 * their own kit or animal, or for a vet a patient shared with them. Anyone else's barcode is refused.
 */
export function mayOrderUpgrade(kit: KitHolders, buyer: { id: number; userType: string }): boolean {
  if (kit.kitOwnerId === buyer.id || kit.animalOwnerId === buyer.id) return true;
  return buyer.userType === 'vet' && kit.sharedWithBuyer;
}
