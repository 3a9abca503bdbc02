// Every table of the application, for drizzle-kit and for typed queries. Each module owns its own
// `<module>.schema.ts`; this file only gathers them.

export * from '../modules/agents/agents.schema.js';
export * from '../modules/animals/animals.schema.js';
export * from '../modules/audit/audit.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../modules/cart/cart.schema.js';
export * from '../modules/catalogue/catalogue.schema.js';
export * from '../modules/clubs/clubs.schema.js';
export * from '../modules/content/content.schema.js';
export * from '../modules/enquiries/enquiries.schema.js';
export * from '../modules/geo/geo.schema.js';
export * from '../modules/invoices/invoices.schema.js';
export * from '../modules/kits/kits.schema.js';
export * from '../modules/mail/mail.schema.js';
export * from '../modules/orders/advance-orders.schema.js';
export * from '../modules/orders/orders.schema.js';
export * from '../modules/parentage/parentage.schema.js';
export * from '../modules/payments/payments.schema.js';
export * from '../modules/resources/resources.schema.js';
export * from '../modules/shows/shows.schema.js';
export * from './db.schema.js';
