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
      name: 'module-owns-its-tables',
      comment:
        "A module calls another module's exported service, never its schema. Only a schema file may reference " +
        "another module's table, for a foreign key (docs/decisions/0005-module-boundaries.md).",
      severity: 'error',
      from: {
        path: '^server/modules/([^/]+)/',
        // Known exceptions (docs/decisions/0050-module-map-and-request-context.md): activation, animals and the
        // microchip checker were carved out of kits in issue 16 and still read the kit-to-result tables that
        // kits owns (kits, animals, results, DNA profiles, shares), mostly in single joined statements. They
        // go off this list as kits grows read ports for them; a new file anywhere else is refused.
        pathNot: [
          '\\.schema\\.ts$',
          '^server/modules/activation/activation\\.service\\.ts$',
          '^server/modules/animals/(animals|breed-profile|collected-animals|dna-profiles)\\.service\\.ts$',
          '^server/modules/tools/microchip-checker\\.service\\.ts$',
          // Invoices moved out of checkout in issue 16; its queries join invoices with their orders, and
          // OrdersService issues the invoice (number sequence) in the transaction that marks an order paid, so
          // the invoices tables stay in checkout.schema.ts until orders issues it through a port.
          '^server/modules/invoices/invoices\\.service\\.ts$',
        ],
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
