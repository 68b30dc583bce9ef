// One lint setup for every workspace: typescript-eslint strict, React hooks rules on the client, no import cycles,
// and import boundaries that keep the layers apart. `npm run lint` must end with zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { moduleIndexOnly } from './gateway/scripts/module-index-only.mjs';

/**
 * What components, lib, layouts and features may import from frontend/src/app: the route table (app/paths, names,
 * paths, titles, pathTo) and the few app modules that import no route module. app/routes, app/router and the rest
 * import the lazy pages, that is the features themselves: importing them from below makes a ring.
 */
const APP_BOUNDARY = {
  group: [
    '**/app/**',
    '!**/app/paths',
    '!**/app/access',
    '!**/app/deferred-apollo',
    '!**/app/shell-viewer',
    '!**/app/theme',
    '!**/app/useCurrentRoute',
  ],
  message: 'From src/app, import the route table from app/paths: app/routes and app/router import the pages.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'coverage/**',
      'frontend/src/graphql/generated.ts',
      'frontend/src/graphql/documents/**',
      'frontend/src/graphql/plain/**',
      'frontend/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      // A lazy import() runs after every module has loaded, so it cannot make an evaluation-order cycle: the router
      // loads its layouts and pages that way (pages import the route table from app/paths, which imports nothing).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // zh-TW text spaces with the ideographic space (U+3000) on purpose.
      'no-irregular-whitespace': ['error', { skipJSXText: true, skipStrings: true, skipTemplates: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Browser tests run code inside the page (page.evaluate), and the jest polyfills fill in the jsdom window.
    files: ['frontend/e2e/**/*.mjs', 'frontend/jest.polyfills.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // A test that dereferences what it has just asserted may say so with `!`; product code may not.
    files: ['**/*.test.{ts,tsx,mjs}', '**/test/**/*.{ts,tsx,mjs}', 'frontend/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['gateway/**/*.ts', 'db/**/*.ts', 'shared/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // inTransaction (core/database/in-transaction.ts) and moneyTransaction hand out the PostgreSQL EntityManager
    // already typed, and fork() and transactional() keep the type they are called on: a cast to EntityManager only
    // hides an `em` typed from @mikro-orm/core. Type the parameter instead.
    files: ['gateway/**/*.ts', 'db/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression > TSTypeReference[typeName.name='EntityManager'], TSAsExpression > TSUnionType > TSTypeReference[typeName.name='EntityManager']",
          message: 'No `as EntityManager`: take `em: EntityManager` from @mikro-orm/postgresql, or use inTransaction.',
        },
        {
          selector: "TSTypeAssertion > TSTypeReference[typeName.name='EntityManager']",
          message:
            'No `<EntityManager>` cast: take `em: EntityManager` from @mikro-orm/postgresql, or use inTransaction.',
        },
      ],
    },
  },
  // Import boundaries: the layers below never reach up.
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/gateway/**', '**/frontend/**', '**/db/**'],
              message: 'shared imports nothing of the workspaces.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/schema/**', '**/boot/**', '../app', '../../app'],
              message: 'core imports no module: modules receive core, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's index.ts is its public surface: another module imports it, never a file behind it (tests may).
    files: ['gateway/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    plugins: { paydesk: { rules: { 'module-index-only': moduleIndexOnly } } },
    rules: { 'paydesk/module-index-only': 'error' },
  },
  {
    files: ['gateway/src/modules/ledger/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../payments',
                '../payment-links',
                '../bill',
                '../merchants',
                '../payments/**',
                '../payment-links/**',
                '../bill/**',
                '../merchants/**',
              ],
              message: 'The ledger is the floor of the money code: it imports no payment module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/src/modules/audit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../ledger', '../ledger/**'],
              message: 'audit takes raw SQL from core/database/sql, not from the ledger.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/components/*', '../../*/components/*', '!../../components/*', '!../../../components/*'],
              message: "A feature never imports another feature's components: shared pieces live in src/components.",
            },
            APP_BOUNDARY,
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/components/**/*.{ts,tsx}', 'frontend/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'Shared components and lib import no feature.' },
            APP_BOUNDARY,
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/layouts/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_BOUNDARY] }] },
  },
);
