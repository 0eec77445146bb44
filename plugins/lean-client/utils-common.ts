// @docusaurus/utils-common for the browser bundle. The package's index
// requires all of tslib (10 KB minified) for one interop helper, and a
// CommonJS require keeps every export; its files need none of it.
// tests/unit/leanClient.test.ts checks the exports match the package's.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
export const blogPostContainerID = '__blog-post-container';
