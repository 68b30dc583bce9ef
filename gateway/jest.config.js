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
  roots: ['<rootDir>/gateway/src', '<rootDir>/db'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    // sanitize-html's parser packages ship ESM only; jest on Node 20 needs them as CommonJS.
    '^.+/node_modules/(htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/gateway/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/gateway/src/test/global-teardown.mjs',
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
};
