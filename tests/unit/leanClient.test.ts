import * as utilsCommon from '@docusaurus/utils-common';
import * as leanUtilsCommon from '@site/plugins/lean-client/utils-common';

// The browser bundle swaps @docusaurus/utils-common for plugins/lean-client/utils-common
// (no tslib). If a Docusaurus upgrade adds or changes an export, this fails before a page does.
describe('lean-client utils-common', () => {
  it('exports what the package exports', () => {
    const names = (m: object) =>
      Object.keys(m)
        .filter((k) => k !== '__esModule' && k !== 'default')
        .sort();
    expect(names(leanUtilsCommon)).toEqual(names(utilsCommon));
  });

  it('exports the same values', () => {
    const real = utilsCommon as Record<string, unknown>;
    for (const [name, value] of Object.entries(leanUtilsCommon)) expect(value).toBe(real[name]);
  });
});
