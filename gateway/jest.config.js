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
};
