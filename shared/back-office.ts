/** The dashboard's periods, in UTC: the lab works to one clock whatever the storefront. */
export function startOfTodayUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** How many UTC days the dashboard's chart covers, today included. */
export const CHART_DAYS = 30;

/** The first UTC day of the chart's period: `days` days back, today being the last. */
export function chartStartUtc(now: Date, days = CHART_DAYS): Date {
  const today = startOfTodayUtc(now);
  return new Date(today.getTime() - (days - 1) * 86_400_000);
}

/** One storefront's (and currency's) orders placed and paid revenue on one UTC day. */
export interface DailySalesRow {
  storefront: string;
  currency: string;
  day: string;
  orders: number;
  revenue: number;
}

/**
 * Each storefront's days in order, from `from` for `days` days, a day without orders at zero, so that
 * every chart has one bar per day; storefronts without an order in the period are left out.
 */
export function dailySeries(rows: DailySalesRow[], from: Date, days = CHART_DAYS) {
  const dates = Array.from({ length: days }, (_, i) => new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  const byStorefront = new Map<string, { storefront: string; currency: string; found: Map<string, DailySalesRow> }>();
  for (const row of rows) {
    const key = `${row.storefront}:${row.currency}`;
    const entry = byStorefront.get(key) ?? { storefront: row.storefront, currency: row.currency, found: new Map() };
    entry.found.set(row.day, row);
    byStorefront.set(key, entry);
  }
  return [...byStorefront.values()]
    .sort((a, b) => a.storefront.localeCompare(b.storefront) || a.currency.localeCompare(b.currency))
    .map(({ storefront, currency, found }) => ({
      storefront,
      currency,
      days: dates.map((day) => ({ day, orders: found.get(day)?.orders ?? 0, revenue: found.get(day)?.revenue ?? 0 })),
    }));
}
