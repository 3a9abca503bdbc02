import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteEntry } from '../../../server/common/route-table.js';
import { ParseIdPipe } from '../../../server/common/validation.js';
import { type Db, rowsOf } from '../../../server/db/database.js';

/**
 * Arbitraries of bad input for the property-based test `bad-input.test.ts`, built from the app's own route
 * table and the class-validator rules of each route's DTOs: near-valid values (to reach the services) mixed
 * with wrong types, missing and extra fields, huge and negative numbers, long strings, control characters,
 * odd Unicode and deep nesting.
 */

const INT32_MAX = 2_147_483_647;

export const HUGE_NUMBERS = [
  INT32_MAX,
  INT32_MAX + 1,
  99_999_999_999,
  -1,
  0,
  -INT32_MAX - 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  0.5,
  -0.5,
];

/** Text no field should choke on: control characters, lone surrogates, bidi overrides, injections. */
export const ODD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f\u0085',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  '\uFEFF',
  'Z\u0334\u0321a\u0337',
  '𝕏🐕‍🦺',
  '١٢٣',
  '\u00A0',
  '',
  ' ',
  'NaN',
  '-1',
  '1e999',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
];

export const evilText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(121, 501, 5_000, 60_000).map((n) => 'é'.repeat(n)),
);

const evilNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a few levels. */
const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    evilText,
    evilNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A value nested `depth` levels deep in objects and arrays. */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  evilText,
  evilNumber,
  fc.boolean(),
  fc.constant(null),
  jsonish,
  // Within the JSON depth limit even inside a nested DTO: deeper bodies are tested on their own.
  fc.integer({ min: 2, max: 24 }).map((depth) => nested(depth)),
);

interface Rule {
  name: string;
  constraints: unknown[];
  each: boolean;
}

interface Field {
  name: string;
  rules: Rule[];
  nested?: Type;
}

/** The fields of a DTO as class-validator sees them, with the class of each nested DTO. */
export function fieldsOf(dto: Type): Field[] {
  const byName = new Map<string, Rule[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const rules = byName.get(meta.propertyName) ?? [];
    rules.push({ name: meta.name ?? meta.type, constraints: meta.constraints ?? [], each: meta.each ?? false });
    byName.set(meta.propertyName, rules);
  }
  return [...byName].map(([name, rules]) => {
    const nested = rules.some((rule) => rule.name === 'nestedValidation') ? nestedClassOf(dto, name) : undefined;
    return { name, rules, nested };
  });
}

/** class-transformer knows the class of a nested field (`@Type`): ask it with a probe object. */
function nestedClassOf(dto: Type, field: string): Type | undefined {
  for (const probe of [{}, [{}]]) {
    const value = (plainToInstance(dto, { [field]: probe }) as Record<string, unknown>)[field];
    const item = Array.isArray(value) ? value[0] : value;
    if (item && typeof item === 'object' && item.constructor !== Object) return item.constructor as Type;
  }
  return undefined;
}

const rule = (field: Field, name: string) => field.rules.find((r) => r.name === name);

/** A value that follows the field's rules, so that the request gets past validation now and then. */
function plausible(field: Field, depth: number): fc.Arbitrary<unknown> {
  const one = (): fc.Arbitrary<unknown> => {
    const isIn = rule(field, 'isIn');
    if (isIn) return fc.constantFrom(...(isIn.constraints[0] as unknown[]));
    const equals = rule(field, 'equals');
    if (equals) return fc.constant(equals.constraints[0]);
    const matches = rule(field, 'matches');
    if (matches) return fc.stringMatching(matches.constraints[0] as RegExp);
    if (rule(field, 'isEmail')) return fc.oneof(fc.emailAddress(), fc.constant('nobody@example.test'));
    if (rule(field, 'isUUID')) return fc.uuid();
    if (rule(field, 'isBoolean')) return fc.boolean();
    if (rule(field, 'isInt')) {
      const min = (rule(field, 'min')?.constraints[0] as number | undefined) ?? -5;
      const max = (rule(field, 'max')?.constraints[0] as number | undefined) ?? INT32_MAX;
      // Small ids name the few records a fresh database holds; the rest of the range names none.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 5) }), fc.integer({ min, max }));
    }
    if (field.nested && depth < 3) return dtoValue(field.nested, depth + 1);
    const maxLength = rule(field, 'maxLength')?.constraints[0] as number | undefined;
    return fc.string({ minLength: 1, maxLength: Math.min(maxLength ?? 20, 20) });
  };
  const isArray = rule(field, 'isArray') || field.rules.some((r) => r.each);
  return isArray ? fc.array(one(), { minLength: 1, maxLength: 3 }) : one();
}

/** A body or query object of a DTO that follows its rules; any field may be missing, unknown ones may come along. */
export function dtoValue(dto: Type, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const record = Object.fromEntries(fieldsOf(dto).map((field) => [field.name, plausible(field, depth)]));
  const extra = fc.dictionary(fc.constantFrom('isAdmin', 'userId', 'price', 'role', 'constructor', 'x'), wrongValue, {
    maxKeys: 2,
  });
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra))
    .map(([known, unknown]) => ({ ...known, ...unknown }));
}

/** What one request does wrong, everywhere it can, to otherwise near-valid input. */
export type Attack =
  | { kind: 'control' | 'unicode'; text: string }
  | { kind: 'long'; length: number }
  | { kind: 'huge'; number: number }
  | { kind: 'types'; values: unknown[] }
  | { kind: 'none' };

export const attack: fc.Arbitrary<Attack> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...'\u0000\u0001\u0007\u001b\u007f\u0085\uD800\uDFFF'.split(''))
      .map((text) => ({ kind: 'control' as const, text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('\u202Eevil', '\uFEFF', 'Z\u0334\u0321', '𝕏🐕‍🦺', '١٢٣', '\u00A0'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
      )
      .map((text) => ({ kind: 'unicode' as const, text })),
  },
  { weight: 1, arbitrary: fc.constantFrom(121, 501, 5_000, 60_000).map((length) => ({ kind: 'long' as const, length })) },
  { weight: 3, arbitrary: fc.constantFrom(...HUGE_NUMBERS).map((number) => ({ kind: 'huge' as const, number })) },
  {
    weight: 2,
    arbitrary: fc.array(wrongValue, { minLength: 6, maxLength: 6 }).map((values) => ({ kind: 'types' as const, values })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/** The attack applied to every string and number of a value; wrong types replace its top-level fields. */
export function attacked(value: unknown, how: Attack, top = true): unknown {
  if (typeof value === 'string') {
    if (how.kind === 'control' || how.kind === 'unicode') return `${value}${how.text}`;
    if (how.kind === 'long') return (value || 'x').repeat(Math.ceil(how.length / Math.max(value.length, 1))).slice(0, how.length);
    if (how.kind === 'huge' && /^\d+$/.test(value)) return String(how.number);
    return value;
  }
  if (typeof value === 'number') return how.kind === 'huge' ? how.number : value;
  if (Array.isArray(value)) return value.map((item) => attacked(item, how, false));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item], index) => [
        key,
        how.kind === 'types' && top ? how.values[index % how.values.length] : attacked(item, how, false),
      ]),
    );
  }
  return value;
}

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form, so it goes as the bytes a careless
 * client would send for it (CESU-8), which is not valid UTF-8: the server must cope with that too.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** The fields of a query DTO with text that follows their rules, and a few keys handlers read by name. */
export function queryValues(dto: Type | undefined): fc.Arbitrary<Record<string, string[]>> {
  const fields = dto ? fieldsOf(dto) : [];
  const text = (field: Field) => plausible(field, 3).map((v) => (Array.isArray(v) ? v.join(',') : String(v)));
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field.name, fc.array(text(field), { minLength: 1, maxLength: 2 })])), {
        requiredKeys: [],
      }),
      fc.dictionary(
        fc.constantFrom('sessionId', 'to', 'code', 'x'),
        fc.array(fc.constantFrom('1', 'abc'), { minLength: 1, maxLength: 2 }),
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([known, unknown]) => ({ ...known, ...unknown }) as Record<string, string[]>);
}

export function encodeQuery(values: Record<string, string[]>): string {
  return Object.entries(values)
    .flatMap(([key, list]) => list.map((value) => `${encodeText(key)}=${encodeText(value)}`))
    .join('&');
}

/** The names of a route's path params that the shared id pipe parses (`@Param('id', ParseIdPipe)`). */
export function idParamsOf(route: RouteEntry): Set<string> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {}) as Record<
    string,
    { data?: unknown; pipes?: unknown[] }
  >;
  return new Set(
    Object.values(args)
      .filter((arg) => arg.pipes?.some((pipe) => pipe === ParseIdPipe || pipe instanceof ParseIdPipe))
      .map((arg) => String(arg.data)),
  );
}

/** Ids that name no record however they are spelled: past int32, zero, negative, not decimal digits. */
export const BAD_IDS = ['99999999999', '2147483648', '0', '-1', '1.5', '1e3', '0x10', ' 1', 'abc', '%00', '١'];

/** A path param: an id (mostly small, now and then one that names nothing) or near-valid text. */
export function pathParam(isId: boolean): fc.Arbitrary<string> {
  return isId
    ? fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_IDS) },
      )
    : fc.constantFrom('ABC123', 'au', 'nobody@example.test', 'x');
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

/** Tables that change on any request by design: sessions, sign-in throttling, human checks, audit logs. */
const CHANGING_BY_DESIGN = /^(sessions|sign_in_failures|spent_challenges|impersonation.*|.*rate_limit.*|.*throttle.*|.*audit.*)$/;

/**
 * Row count and an order-independent hash of every row of each business table: equal fingerprints mean
 * that no row was added, removed or changed.
 */
async function fingerprinter(db: Db): Promise<() => Promise<string>> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !CHANGING_BY_DESIGN.test(name));
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as t, count(*)::text as n, coalesce(sum(hashtextextended(x::text, 0)), 0)::text as h from "${name}" x`,
      )
      .join(' union all '),
  );
  return async () =>
    (await rowsOf<{ t: string; n: string; h: string }>(db, query)).map((row) => `${row.t}:${row.n}:${row.h}`).join(' ');
}

/**
 * Tells whether the business tables changed since it was last asked. Hashing every table takes a while, so
 * it is done only when a transaction id was handed out in between: without one, nothing was written.
 */
export async function changeDetector(db: Db): Promise<() => Promise<boolean>> {
  const fingerprint = await fingerprinter(db);
  const xid = async () => BigInt((await rowsOf<{ x: string }>(db, sql`select pg_current_xact_id()::text as x`))[0]?.x ?? 0);
  let baseline = await fingerprint();
  let lastXid = await xid();
  return async () => {
    const now = await xid();
    const quiet = now === lastXid + 1n;
    lastXid = now;
    if (quiet) return false;
    const current = await fingerprint();
    const changed = current !== baseline;
    baseline = current;
    return changed;
  };
}
