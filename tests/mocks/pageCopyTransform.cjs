// Jest's transform of the site pages' words (src/data/copy/pages/*.json): the same page data the bundler's loader
// makes (plugins/page-copy), so a component under test draws what the built page draws. Its cache key holds every
// file the data is read from, and the code that reads them.
const {createHash} = require('node:crypto');
const {existsSync, readFileSync, readdirSync, statSync} = require('node:fs');
const {join} = require('node:path');
const createJiti = require('jiti');

const siteDir = join(__dirname, '..', '..');
const load = () => createJiti(__filename, {requireCache: false})(join(siteDir, 'build-time', 'pageCopy.ts'));

/** The text of a file, or of every file below a folder. */
const contents = (path) =>
  !existsSync(path)
    ? ''
    : statSync(path).isDirectory()
      ? readdirSync(path)
          .sort()
          .map((f) => f + contents(join(path, f)))
          .join('')
      : readFileSync(path, 'utf8');

/** The code that makes a page's data: a change there makes it again. */
const code = ['build-time', join('src', 'lib'), join('src', 'data')].map((dir) => join(siteDir, dir));

module.exports = {
  getCacheKey(source, path) {
    const hash = createHash('sha256').update(source).update(path);
    for (const input of [...load().pageInputs(siteDir), ...code]) hash.update(contents(input));
    return hash.digest('hex');
  },
  process(source, path) {
    return {code: load().pageData(siteDir, path, source)};
  },
};
