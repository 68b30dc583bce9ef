/** Gateway tests run against a real PostgreSQL: DATABASE_URL, or an embedded one started in globalSetup. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/gateway/src', '<rootDir>/db', '<rootDir>/shared/src'],
  // The shared package's sources, not its build output: tests never depend on a stale shared/dist.
  moduleNameMapper: { '^@paydesk/shared/(.*)$': '<rootDir>/shared/src/$1' },
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    // sanitize-html's parser packages ship ESM only; Node loads them via require(esm), jest needs them compiled.
    '^.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|domhandler|domutils|entities|dom-serializer|domelementtype)/)',
  ],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/gateway/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/gateway/src/test/global-teardown.mjs',
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
  // The suites share one PostgreSQL server and run one at a time (--maxWorkers=1), in a worker process rather than
  // in band: each file's module registry (ORM metadata, schema, Apollo) stays reachable after it ends, the heap grew
  // ~40-90 MB a file, and late in a full run every test ran two to three times slower under a full heap. The worker
  // is replaced once a file leaves its heap above this.
  workerIdleMemoryLimit: '700MB',
};
