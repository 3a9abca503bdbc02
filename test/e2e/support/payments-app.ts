import { createPostgresDatabase, dropPostgresDatabase, postgresServer } from './database.js';

/** The slice of the built payment gateways a journey uses to start a payment, as checkout will. */
export interface TestModeGateways {
  card: { create(input: unknown): Promise<{ id: string; clientSecret: string }> };
  wallet: { createOrder(input: unknown): Promise<{ id: string; approveUrl: string }> };
}

export interface PaymentsApp {
  url: string;
  gateways: TestModeGateways;
  close(): Promise<void>;
}

// The production build, loaded at run time: Playwright's transform does not emit the decorator metadata
// Nest's injection needs, and the journey should exercise what `npm start` serves anyway.
const built = (path: string) => import(/* @vite-ignore */ new URL(`../../../dist/server/${path}`, import.meta.url).href);

/**
 * The shop in test mode (no payment keys), in this process, on its own database and a free port: the
 * journey creates payments through the gateways as checkout will, then pays in the browser. The database
 * is a fresh one on the run's PostgreSQL server when TEST_DATABASE_URL is set, else in memory.
 */
export async function startPaymentsApp(): Promise<PaymentsApp> {
  const [{ createApp }, { parseConfig }, { openDatabase }, { seedDatabase }, gateways] = await Promise.all([
    built('app.js'),
    built('config/config.js'),
    built('db/database.js'),
    built('db/seed.js'),
    built('modules/payments/payment-gateway.js'),
  ]);
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const server = postgresServer();
  const postgres = server ? await createPostgresDatabase(server) : undefined;
  const database = await openDatabase(
    postgres ? { kind: 'postgres', url: postgres.url, poolSize: 5 } : { kind: 'pglite', dataDir: undefined },
  );
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  const app = await createApp({ config, database, ssr: 'production' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    gateways: { card: app.get(gateways.CARD_GATEWAY), wallet: app.get(gateways.WALLET_GATEWAY) },
    async close() {
      await app.close();
      await database.close();
      if (server && postgres) await dropPostgresDatabase(server, postgres.name);
    },
  };
}
