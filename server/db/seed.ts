import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { seedDemoAgents } from '../modules/agents/agents.seed.js';
import { seedDemoAccounts } from '../modules/auth/auth.seed.js';
import { seedDemoCoupons } from '../modules/cart/coupons.seed.js';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { seedDemoProducts } from '../modules/catalogue/products.seed.js';
import { seedDemoClubs } from '../modules/clubs/clubs.seed.js';
import { seedContent, seedDemoContent } from '../modules/content/content.seed.js';
import { seedGeo } from '../modules/geo/geo.seed.js';
import { seedDemoKits } from '../modules/kits/kits.seed.js';
import { seedDemoMail } from '../modules/mail/mail.seed.js';
import { seedDemoAdvanceOrders } from '../modules/orders/advance-orders.seed.js';
import { seedDemoOrders } from '../modules/orders/orders.seed.js';
import { seedDemoParentage } from '../modules/parentage/parentage.seed.js';
import { seedDemoResources } from '../modules/resources/resources.seed.js';
import { seedDemoShows } from '../modules/shows/shows.seed.js';
import type { Db, DbExecutor } from './database.js';
import { appMeta } from './db.schema.js';

/**
 * Bump when reference data (countries, catalogue, …) changes: the next start upserts it once.
 * Demo data is seeded once per database and never touched again.
 */
export const REFERENCE_DATA_VERSION = '2026-11-26.agent-products.1';

/** What a seeder may need to know about the shop it fills: its address, for the links in demo mail. */
export interface SeedSite {
  publicUrl: string;
}

type Seeder = (tx: DbExecutor, site: SeedSite) => Promise<void>;

/** Reference data every shop needs, in dependency order. */
const REFERENCE_SEEDERS: Seeder[] = [seedGeo, seedCatalogue];

/** Demo accounts, animals, orders and results, for the embedded database or DEMO_DATA=true. */
const DEMO_SEEDERS: Seeder[] = [
  seedDemoAccounts,
  seedDemoKits,
  seedDemoParentage,
  seedDemoOrders,
  seedDemoAdvanceOrders,
  seedDemoClubs,
  seedDemoAgents,
  seedDemoShows,
  seedDemoCoupons,
  seedDemoProducts,
  seedDemoMail,
  seedDemoResources,
  seedDemoContent,
];

export interface SeedReport {
  reference: boolean;
  /** The shop's articles and banners, loaded once into a new database and then edited in the back office. */
  content: boolean;
  demo: boolean;
}

export async function seedDatabase(db: Db, options: { demo: boolean; logger?: Logger; publicUrl?: string }): Promise<SeedReport> {
  const site: SeedSite = { publicUrl: options.publicUrl ?? 'http://localhost:3000' };
  return db.transaction(async (tx) => {
    // One seeding node at a time; the others wait and then find nothing to do.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724311906)`);
    const report: SeedReport = { reference: false, content: false, demo: false };
    if ((await readMeta(tx, 'reference_data_version')) !== REFERENCE_DATA_VERSION) {
      for (const seed of REFERENCE_SEEDERS) await seed(tx, site);
      await writeMeta(tx, 'reference_data_version', REFERENCE_DATA_VERSION);
      report.reference = true;
    }
    if ((await readMeta(tx, 'content_seeded_at')) === undefined) {
      await seedContent(tx);
      await writeMeta(tx, 'content_seeded_at', new Date().toISOString());
      report.content = true;
    }
    if (options.demo && DEMO_SEEDERS.length > 0 && (await readMeta(tx, 'demo_data_seeded_at')) === undefined) {
      for (const seed of DEMO_SEEDERS) await seed(tx, site);
      await writeMeta(tx, 'demo_data_seeded_at', new Date().toISOString());
      report.demo = true;
    }
    if (report.reference || report.content || report.demo) options.logger?.info(report, 'database seeded');
    return report;
  });
}

async function readMeta(tx: DbExecutor, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

async function writeMeta(tx: DbExecutor, key: string, value: string): Promise<void> {
  await tx
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}
