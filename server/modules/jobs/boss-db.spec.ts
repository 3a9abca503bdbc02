import { describe, expect, it } from '@jest/globals';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sqlFromText } from './boss-db.js';

const render = (text: string, values: unknown[]) => new PgDialect().sqlToQuery(sqlFromText(text, values));

describe('sqlFromText', () => {
  it("numbers pg-boss's placeholders again in order, each with its value", () => {
    expect(render('SELECT * FROM pgboss.job WHERE name = $2 AND id = $1::uuid', ['id-1', 'mail.send'])).toMatchObject({
      sql: 'SELECT * FROM pgboss.job WHERE name = $1 AND id = $2::uuid',
      params: ['mail.send', 'id-1'],
    });
  });

  it('keeps an array one parameter (for = ANY($1)) and repeats a placeholder used twice', () => {
    expect(render('UPDATE t SET a = $1 WHERE id = ANY($2) AND b <> $1', [3, ['x', 'y']])).toMatchObject({
      sql: 'UPDATE t SET a = $1 WHERE id = ANY($2) AND b <> $3',
      params: [3, ['x', 'y'], 3],
    });
  });

  it('leaves text without placeholders as it is', () => {
    expect(render("SELECT 'a$b', $$body$$", [])).toMatchObject({ sql: "SELECT 'a$b', $$body$$", params: [] });
  });
});
