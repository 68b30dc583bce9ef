/** Jest 30 + @swc/jest, jsdom. Tests sit beside the code in src (and build, the build's own code). */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@paydesk/shared/(.*)$': '<rootDir>/../shared/src/$1',
    // import.meta only exists under Vite; tests use a stub.
    '^(\\.{1,2}/)+(lib/)?build-env$': '<rootDir>/src/test/build-env.stub.ts',
  },
  testEnvironmentOptions: { customExportConditions: ['require', 'default'] },
  clearMocks: true,
  restoreMocks: true,
};
