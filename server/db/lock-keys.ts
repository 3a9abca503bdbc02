/**
 * PostgreSQL advisory lock keys of work that one node at a time does (Database.runAlone, or
 * pg_try_advisory_xact_lock inside a transaction), in one table so that no two collide. Migration takes
 * 724_311_905 (database.ts), the test template 724_311_907.
 */
export const LOCK_KEYS = {
  abandonedOrdersSweep: 724_311_920,
  impersonationExpirySweep: 724_311_921,
  /** Creating a product in the back office: the next id is taken one transaction at a time. */
  productIds: 724_311_930,
} as const;
