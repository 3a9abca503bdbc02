import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import type { CurrencyCode, StorefrontCode } from '../../../shared/storefronts.js';
import type { Country, CountryState } from '../../../shared/types/geo.js';
import { AppError } from '../../common/app-error.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { countries, countryStates } from './geo.schema.js';

@Injectable()
export class GeoService {
  /**
   * The countries, read once per process: reference data, changed only by seeding (server/db/seed.ts, at a
   * start or by `seed.cli.ts`), asked for by the home page's render and every address form. A process started
   * before a reseed keeps the list it read until it restarts (as `StorefrontService` keeps the storefronts
   * served); `findCountryByCode`, which validates an address, reads the database. A failed read is not kept.
   */
  private countryList: Promise<readonly Country[]> | undefined;

  constructor(@Inject(DB) private readonly db: Db) {}

  listCountries(): Promise<readonly Country[]> {
    if (!this.countryList) {
      const reading = this.db
        .select()
        .from(countries)
        .orderBy(asc(countries.name))
        .then((rows) => Object.freeze(rows.map((row) => Object.freeze(toCountry(row)))));
      this.countryList = reading;
      reading.catch(() => {
        if (this.countryList === reading) this.countryList = undefined;
      });
    }
    return this.countryList;
  }

  async findCountryByCode(code: string): Promise<Country | undefined> {
    const [row] = await this.db.select().from(countries).where(eq(countries.code, code.toUpperCase()));
    return row ? toCountry(row) : undefined;
  }

  async statesOfCountry(countryId: number): Promise<CountryState[]> {
    const [country] = await this.db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    if (!country) throw AppError.notFound('Country not found');
    return this.db
      .select({ code: countryStates.code, name: countryStates.name })
      .from(countryStates)
      .where(eq(countryStates.countryId, countryId))
      .orderBy(asc(countryStates.name));
  }

  async statesOfCountryCode(code: string): Promise<CountryState[]> {
    const country = await this.findCountryByCode(code);
    if (!country) throw AppError.notFound('Country not found');
    return this.statesOfCountry(country.id);
  }
}

function toCountry(row: typeof countries.$inferSelect): Country {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    currency: row.currency as CurrencyCode,
    storefront: row.storefrontCode as StorefrontCode,
    isStorefront: row.isStorefront,
  };
}
