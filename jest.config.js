/** Unit and component tests. Browser tests live in tests/e2e (Playwright). */
module.exports = {
  testEnvironment: 'jsdom',
  // Every core. Jest's default (one fewer than the cores) is a single process on a 2-core CI machine: the two site
  // copies (tests/writer) built one after the other, then every other file; 220 s there against 160 s on both cores.
  maxWorkers: '100%',
  // Every folder of code a test imports, so --findRelatedTests (npm run test:pr) follows a change through
  // build-time, plugins and the test helpers to the tests that read it; the tests themselves are in two.
  roots: ['<rootDir>/src', '<rootDir>/build-time', '<rootDir>/plugins', '<rootDir>/tests'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/writer/**/*.test.ts?(x)'],
  transform: {
    // The site pages' words, as the bundler hands them to their pages (plugins/page-copy).
    'src/data/copy/pages/[^/]+\\.json$': '<rootDir>/tests/mocks/pageCopyTransform.cjs',
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}},
    ],
  },
  // The MDX parser the FAQ's plain text reads answers with (mdast, micromark, and GFM's tables for the tests' content
  // constructs) and the search's stemmer ship only as ES modules:
  // compiled like the site's own code; every other package is used as published.
  transformIgnorePatterns: [
    '/node_modules/(?!(ccount|character-|decode-named-character-reference|devlop|escape-string-regexp|estree-util-|is-(alphabetical|alphanumerical|decimal|hexadecimal)|longest-streak|markdown-table|mdast-util-|micromark|parse-entities|stemmer|stringify-entities|unist-util-|vfile-message|zwitch)[^/]*/)',
  ],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tests/mocks/style.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme/Heading$': '<rootDir>/tests/mocks/Heading.tsx',
    '^@theme/Layout$': '<rootDir>/tests/mocks/Layout.tsx',
    '^@theme/SearchBar$': '<rootDir>/tests/mocks/Null.tsx',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/Link.tsx',
    '^@docusaurus/router$': '<rootDir>/tests/mocks/router.tsx',
    '^@docusaurus/Head$': '<rootDir>/tests/mocks/Null.tsx',
    '^@docusaurus/theme-common$': '<rootDir>/tests/mocks/themeCommon.tsx',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/mocks/useBaseUrl.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/mocks/useDocusaurusContext.ts',
    '^@docusaurus/useGlobalData$': '<rootDir>/tests/mocks/useGlobalData.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/mocks/setup.ts'],
};
