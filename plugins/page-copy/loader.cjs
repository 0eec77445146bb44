// The bundler's loader for the site pages' words (src/data/copy/pages/*.json): each file as its page's data, made by
// build-time/pageCopy.ts (TypeScript, loaded through jiti as Docusaurus loads the config). Every file it reads is a
// dependency, so a changed price or service makes the pages that show it again; so is the code that makes it.
const {join} = require('node:path');
const createJiti = require('jiti');

module.exports = function pageCopyLoader(source) {
  const siteDir = join(__dirname, '..', '..');
  // Fresh modules each time: a long `npm start` sees the owner's data as it is now.
  const jiti = createJiti(__filename, {requireCache: false});
  const {pageData, pageInputs} = jiti(join(siteDir, 'build-time', 'pageCopy.ts'));
  for (const input of pageInputs(siteDir)) {
    if (input.endsWith('.json')) this.addDependency(input);
    else this.addContextDependency(input);
  }
  // And the code that makes the data: a change there makes every page's data again, bundler cache or not.
  for (const dir of ['build-time', join('src', 'lib'), join('src', 'data')])
    this.addContextDependency(join(siteDir, dir));
  return pageData(siteDir, this.resourcePath, source);
};
