/**
 * Reading an animal's microchip number (ISO 11784/11785 FDX-B): 15 digits, a 3-digit ISO 3166 numeric
 * country code or an ICAR manufacturer code (900–998), then a 12-digit number; 999 marks test
 * transponders. The browser (as the visitor types) and the server (before searching) use this same rule.
 */

export type MicrochipOrigin =
  | { kind: 'country'; code: string; countryCode: string | null; name: string | null }
  | { kind: 'manufacturer'; code: string; name: string | null };

export type MicrochipReading =
  | { ok: true; chip: string; code: string; number: string; origin: MicrochipOrigin }
  | { ok: false; problem: 'empty' | 'format' | 'legacy' | 'test'; message: string };

export const MICROCHIP_MSG = {
  empty: 'Enter the microchip number',
  letters: 'An ISO microchip number has 15 digits and no letters',
  length: (digits: number) => `An ISO microchip number has 15 digits; this one has ${digits}`,
  avid: 'This is a 9-digit AVID chip, not an ISO 11784/11785 chip, so it cannot be checked. Use the animal’s 15-digit ISO chip if it has one',
  fecava:
    'This is a 10-character chip of the older FECAVA format, not an ISO 11784/11785 chip, so it cannot be checked. Use the animal’s 15-digit ISO chip if it has one',
  zero: 'A microchip number cannot start with 000: check the number on the scanner or the registration papers',
  test: 'Numbers starting 999 are test transponders, never implanted in an animal: check the number',
} as const;

/** ISO 3166 numeric code → alpha-2 and English name: every storefront and the countries we ship to. */
const COUNTRIES: Record<string, [string, string]> = {
  '036': ['AU', 'Australia'],
  '826': ['GB', 'United Kingdom'],
  '276': ['DE', 'Germany'],
  '724': ['ES', 'Spain'],
  '250': ['FR', 'France'],
  '380': ['IT', 'Italy'],
  '528': ['NL', 'Netherlands'],
  '616': ['PL', 'Poland'],
  '620': ['PT', 'Portugal'],
  '752': ['SE', 'Sweden'],
  '124': ['CA', 'Canada'],
  '554': ['NZ', 'New Zealand'],
  '840': ['US', 'United States'],
  '040': ['AT', 'Austria'],
  '056': ['BE', 'Belgium'],
  '100': ['BG', 'Bulgaria'],
  '191': ['HR', 'Croatia'],
  '196': ['CY', 'Cyprus'],
  '203': ['CZ', 'Czechia'],
  '208': ['DK', 'Denmark'],
  '233': ['EE', 'Estonia'],
  '246': ['FI', 'Finland'],
  '300': ['GR', 'Greece'],
  '348': ['HU', 'Hungary'],
  '352': ['IS', 'Iceland'],
  '372': ['IE', 'Ireland'],
  '428': ['LV', 'Latvia'],
  '440': ['LT', 'Lithuania'],
  '442': ['LU', 'Luxembourg'],
  '470': ['MT', 'Malta'],
  '578': ['NO', 'Norway'],
  '642': ['RO', 'Romania'],
  '703': ['SK', 'Slovakia'],
  '705': ['SI', 'Slovenia'],
  '756': ['CH', 'Switzerland'],
  '376': ['IL', 'Israel'],
  '484': ['MX', 'Mexico'],
  '702': ['SG', 'Singapore'],
  '344': ['HK', 'Hong Kong'],
  '392': ['JP', 'Japan'],
  '410': ['KR', 'South Korea'],
  '458': ['MY', 'Malaysia'],
  '608': ['PH', 'Philippines'],
  '764': ['TH', 'Thailand'],
  '710': ['ZA', 'South Africa'],
  '784': ['AE', 'United Arab Emirates'],
};

/** The manufacturer codes most often found in dogs and cats (ICAR register); 900 is shared by small makers. */
const MANUFACTURERS: Record<string, string> = {
  '900': 'shared code of smaller manufacturers',
  '941': 'Felixcan',
  '956': 'Trovan',
  '977': 'AVID',
  '981': 'Datamars',
  '982': 'Allflex',
  '985': 'Destron Fearing / HomeAgain',
};

/** What a person may type: spaces, dashes and dots between groups of digits. */
const SEPARATORS = /[\s.-]/g;

export function readMicrochip(raw: string): MicrochipReading {
  const compact = raw.replace(SEPARATORS, '');
  if (compact === '') return { ok: false, problem: 'empty', message: MICROCHIP_MSG.empty };
  if (/^(AVID)?\*?\d{3}\*?\d{3}\*?\d{3}$/i.test(compact)) return { ok: false, problem: 'legacy', message: MICROCHIP_MSG.avid };
  if (/^[0-9A-F]{10}$/i.test(compact)) return { ok: false, problem: 'legacy', message: MICROCHIP_MSG.fecava };
  if (!/^\d+$/.test(compact)) return { ok: false, problem: 'format', message: MICROCHIP_MSG.letters };
  if (compact.length !== 15) return { ok: false, problem: 'format', message: MICROCHIP_MSG.length(compact.length) };
  const code = compact.slice(0, 3);
  const number = compact.slice(3);
  if (code === '000') return { ok: false, problem: 'format', message: MICROCHIP_MSG.zero };
  if (code === '999') return { ok: false, problem: 'test', message: MICROCHIP_MSG.test };
  const country = COUNTRIES[code];
  const origin: MicrochipOrigin =
    Number(code) >= 900
      ? { kind: 'manufacturer', code, name: MANUFACTURERS[code] ?? null }
      : { kind: 'country', code, countryCode: country?.[0] ?? null, name: country?.[1] ?? null };
  return { ok: true, chip: compact, code, number, origin };
}

/** One line for people: where the chip's code says it comes from. */
export function describeOrigin(origin: MicrochipOrigin): string {
  if (origin.kind === 'manufacturer') {
    return `Manufacturer code ${origin.code}${origin.name ? ` (${origin.name})` : ''}: issued by the chip's maker, not by a country`;
  }
  return origin.name ? `Country code ${origin.code}: ${origin.name}` : `Country code ${origin.code}`;
}
