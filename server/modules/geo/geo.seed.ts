import { sql } from 'drizzle-orm';
import { isStorefrontCode, STOREFRONTS } from '../../../shared/storefronts.js';
import type { DbExecutor } from '../../db/database.js';
import { COUNTRY_ROWS, STATE_ROWS } from './geo.reference-data.js';
import { countries, countryStates } from './geo.schema.js';

/** Countries and states: reference data, upserted so that a re-run changes nothing. */
export async function seedGeo(db: DbExecutor): Promise<void> {
  await db
    .insert(countries)
    .values(
      COUNTRY_ROWS.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        currency: STOREFRONTS[row.storefront].currency,
        storefrontCode: row.storefront,
        isStorefront: isStorefrontCode(row.code),
      })),
    )
    .onConflictDoUpdate({
      target: countries.id,
      set: {
        name: sql`excluded.name`,
        currency: sql`excluded.currency`,
        storefrontCode: sql`excluded.storefront_code`,
        isStorefront: sql`excluded.is_storefront`,
      },
    });

  for (const [code, states] of Object.entries(STATE_ROWS)) {
    const country = COUNTRY_ROWS.find((row) => row.code === code);
    if (!country) throw new Error(`States listed for unknown country ${code}`);
    await db
      .insert(countryStates)
      .values(states.map(([stateCode, name]) => ({ countryId: country.id, code: stateCode, name })))
      .onConflictDoUpdate({ target: [countryStates.countryId, countryStates.code], set: { name: sql`excluded.name` } });
  }
}
