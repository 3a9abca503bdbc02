/** Module boundaries that `npm run lint` enforces. */
module.exports = {
  forbidden: [
    {
      name: 'client-never-imports-server',
      comment: 'The browser bundle must never pull in server code; shared types live in shared/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ holds types and pure functions used by both sides, so it imports neither side.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'server-never-imports-test',
      comment:
        'Production code (the demo seeds included) never depends on test code: the test factories build on the ' +
        "owning module's inserts (<module>.inserts.ts), not the reverse (docs/decisions/0059). The unit specs beside " +
        'the code are test code and may use test/support.',
      severity: 'error',
      from: { path: '^server/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^test/' },
    },
    {
      name: 'module-owns-its-tables',
      comment:
        "A module calls another module's exported service, never its schema. Only a schema file may reference " +
        "another module's table, for a foreign key (docs/decisions/0005-module-boundaries.md).",
      severity: 'error',
      from: {
        path: '^server/modules/([^/]+)/',
        // No exceptions (docs/decisions/0050-module-map-and-request-context.md): where modules meet, the owner
        // hands out named reads and writes, or Drizzle subqueries over its own tables for joins that stay one
        // statement: kits for activation, animals and tools (0055), animals for kits (animals/animal-reads.ts,
        // 0057), invoices for orders (invoices/invoice-records.ts) and orders for invoices (orders/order-reads.ts,
        // 0062), orders for checkout (OrderPlacementService, 0063).
        pathNot: '\\.schema\\.ts$',
      },
      to: { path: '^server/modules/([^/]+)/.+\\.schema\\.ts$', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'services-never-see-fastify',
      comment:
        'A service takes the caller as a RequestContext or RequestUser (server/common/request-context.ts), never a ' +
        'Fastify request or reply: cookies and headers are set by controllers (docs/decisions/0050). The exceptions ' +
        'are the session machinery of auth, which sets and clears the session cookie inside the transaction that ' +
        'starts or ends a session: sessions.service (the session hook itself), auth.service (sign-in, sign-out), ' +
        'users.service (a password change starts a fresh session), impersonation.service (switching sessions, and ' +
        'the audit of the impersonated request) and activation-account.service (the e-mail step signs a visitor in).',
      severity: 'error',
      from: {
        path: '\\.service\\.ts$',
        pathNot:
          '^server/modules/(auth/(sessions|auth|users|impersonation)\\.service\\.ts|activation/activation-account\\.service\\.ts)$',
      },
      to: { path: '(^|/)node_modules/fastify/' },
    },
    {
      name: 'features-never-import-each-other',
      comment: 'Client features are independent; pages compose them.',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/([^/]+)/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'components-never-import-features',
      comment:
        'client/components/ holds generic widgets (fields, dialogs, lists, the page head) that any feature or page may ' +
        'use; a widget that needs a feature belongs to the feature, a page, or the app shell (client/shell/).',
      severity: 'error',
      from: { path: '^client/components/' },
      to: { path: '^client/(features|pages|shell)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no compiler API; SWC reads the server's decorators (the client, in TSX, is read
    // through Babel by .dependency-cruiser.client.cjs).
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
