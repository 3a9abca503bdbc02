const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
  testEnvironment: 'node',
};

/** @type {import('jest').Config} */
export default {
  // PGlite opens a database in WASM: a test file's first call can take seconds on a busy machine, and CI
  // runs both database passes side by side. A hang guard, not a speed target (that is `npm run bench`).
  testTimeout: process.env.CI ? 90_000 : 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/server/**/*.spec.ts', '<rootDir>/shared/**/*.spec.ts', '<rootDir>/client/**/*.spec.ts?(x)'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/api/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/api/support/global-teardown.mjs',
    },
  ],
};
