// ESLint (flat config): JavaScript and TypeScript recommended rules everywhere, Lit's and web
// components' rules on the browser code, and the class order of CONTRIBUTING.md ("Class order").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** The class order (CONTRIBUTING.md, "Class order"), as @typescript-eslint/member-ordering groups. */
const classOrder = [
  // Static members: styles, shared state, static helpers.
  'static-field',
  'static-initialization',
  'static-method',
  // Fields, in the order they initialize: reactive properties (attributes), internal state, plain
  // and #private fields, controllers, tasks, and event handlers written as arrow functions.
  ['decorated-field', 'field'],
  'constructor',
  // Accessors, lifecycle and other methods, in any order (render() last, by habit).
  ['get', 'set', 'method'],
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.cache/**',
      'coverage/**',
      'examples/*/dist/**',
      'examples/*/node_modules/**',
      'test/frameworks/**',
      'test/hosts/nextjs-app/**',
      'test/hosts/angular-app/**',
      'integrations/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/member-ordering': ['error', { default: 'never', classes: classOrder, classExpressions: classOrder }],
      // The URL guards and the sanitizer match control characters on purpose: they refuse them.
      'no-control-regex': 'off',
      // A handler declared before the closure that reads it and assigned later stays a let.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Chai's property assertions (`expect(x).to.be.true`), raw JSON answers, and ids beyond 2^53
    // written out to test that they are refused.
    files: ['test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-loss-of-precision': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    ...wc.configs['flat/best-practice'],
  },
  {
    // Limits that hold themselves (issue 32): no file under src/ longer than 400 lines, so that a file
    // holds one concern; a file that outgrows it is split by concern, each part named after what it is.
    files: ['src/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // No import cycles inside src/: the layers import one way (CONTRIBUTING.md, "The layers").
    // Imports are written with `.js` extensions and resolve to the `.ts` sources.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
