// ESLint (flat config): TypeScript, React hooks, accessibility and
// Docusaurus's own rules; formatting is Prettier's job (npm run format).
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importCycles from './scripts/lint/importCycles.mjs';

/**
 * The one direction imports go (ARCHITECTURE.md): data <- lib <- components, pages and theme, in src/ (what
 * the browser runs); build code (plugins/, build-time/) reads src/, never the other way. Data are leaves:
 * they import only other data. One `no-restricted-imports` entry per room, each with every rule that room keeps;
 * and the schemas' values (zod) stay out of the browser: it imports their types only.
 */
function importDirection() {
  const node = [
    {group: ['node:*'], message: 'Browser code cannot use Node: build-only code goes in build-time/ or a plugin.'},
    {
      group: ['fs', 'fs/*', 'path', 'crypto', 'child_process', 'os', 'url', 'zlib'],
      message: 'Browser code cannot use Node: build-only code goes in build-time/ or a plugin.',
    },
    {
      // The packages only the build runs: parsers, image and font tools, the schema library, Node's own helpers.
      group: [
        'zod',
        'zod/*',
        'yaml',
        'js-yaml',
        'cheerio',
        'htmlparser2',
        'domhandler',
        'jiti',
        'sharp',
        'satori',
        'subset-font',
        'p-map',
        'cross-spawn',
        'source-map-js',
        'typescript',
        'mdast-util-*',
        'micromark-*',
        'decap-*',
        '@docusaurus/utils',
      ],
      message: 'A build-only package: the browser never runs it. Build-only code goes in build-time/ or a plugin.',
    },
    {
      // The content plugins' own code (their client modules are the browser's).
      regex: '^@docusaurus/plugin-content-(blog|docs)$',
      allowTypeImports: true,
      message: 'A content plugin runs in the build: the browser imports its client module, or its types.',
    },
    {
      regex: '(^|/)(plugins/(?![^/]+/theme/)|build-time/)',
      message: 'Browser code does not import build code (plugins/, build-time/); share through src/lib or src/data.',
    },
  ];
  const leaves = {
    regex: '(^|/)(lib|components|pages|theme)/|^@theme/|^@docusaurus/|^react',
    message: 'Data are leaves: src/data imports only other data (and types). Derive words from data in src/lib.',
  };
  /** The schemas (src/data/*Schema.ts, schema.ts) are zod: the browser takes their types, never their values. */
  const schemas = (regex) => [
    'error',
    {
      patterns: [
        {
          regex,
          allowTypeImports: true,
          message: 'A schema is build-only (zod): import its types only (import type), or the data module typed by it.',
        },
      ],
    },
  ];
  const schemaFiles = ['src/data/schema.ts', 'src/data/*Schema.ts'];
  return [
    {
      // What the visitor's browser runs: src/ and the plugins' theme components.
      files: ['src/**/*.{ts,tsx}', 'plugins/*/theme/**/*.{ts,tsx}'],
      ignores: ['src/data/**'],
      rules: {
        'no-restricted-imports': ['error', {patterns: node}],
        '@typescript-eslint/no-restricted-imports': schemas('(^|/)data/(schema|[a-z]+Schema)$'),
      },
    },
    {
      files: ['src/data/**/*.{ts,tsx}'],
      ignores: schemaFiles,
      rules: {
        'no-restricted-imports': ['error', {patterns: [...node, leaves]}],
        '@typescript-eslint/no-restricted-imports': schemas('^\\./(schema|[a-z]+Schema)$'),
      },
    },
    {
      // The schemas themselves: zod, and only other data.
      files: schemaFiles,
      rules: {
        'no-restricted-imports': ['error', {patterns: [...node.filter((p) => !p.group?.includes('zod')), leaves]}],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'reports/', 'test-results/', 'screenshots/', '.bench/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // The rules of hooks; not the React Compiler's stricter rules (this site does not use the compiler).
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // Links go through @docusaurus/Link (client navigation, broken-link checks); headings through @theme/Heading (anchors).
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // An unused value is a mistake; a leading underscore says "on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
      'no-console': ['error', {allow: ['warn', 'error', 'info']}],
      eqeqeq: ['error', 'always'],
      // Scrolling regions (wide tables, the dialog's form area) take focus so keyboards can scroll them (axe).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {roles: ['region'], tags: []}],
    },
  },
  ...importDirection(),
  {
    // Imports go one way: two modules that import each other (round any loop) share a third module instead.
    plugins: {imports: importCycles},
    rules: {'imports/no-cycle': 'error'},
  },
  {
    // Logic stays readable: each step a function named for what it does, none over 80 lines (the planner's engine,
    // the browser's logic and the build's).
    files: ['src/lib/**', 'plugins/**', 'build-time/**'],
    rules: {'max-lines-per-function': ['error', {max: 80}]},
  },
  {
    // A component file past 250 lines is two components: split it.
    files: ['src/components/**/*.tsx', 'src/theme/**/*.tsx', 'src/pages/**/*.tsx'],
    rules: {'max-lines': ['error', {max: 250}]},
  },
  {
    // Tests read parsed JSON (JSON-LD, reports) whose shape they check themselves.
    files: ['tests/**'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    // The component mocks stand in for Docusaurus's own.
    files: ['tests/mocks/**'],
    rules: {'@docusaurus/no-html-links': 'off', 'jsx-a11y/anchor-has-content': 'off'},
  },
  {
    // Build tools, plugins and tests report on the console.
    files: ['scripts/**', 'plugins/**', 'build-time/**', 'tests/**', '*.config.*'],
    rules: {'no-console': 'off'},
  },
  {
    // A bundler loader and a Jest transform: CommonJS modules, as their tools require them.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The stand-ins imitate third-party scripts: plain browser JavaScript.
    files: ['tests/e2e/standins/**/*.js'],
    languageOptions: {sourceType: 'module', globals: globals.browser},
  },
  prettier,
);
