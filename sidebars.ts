import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Resource guides and city pages are standalone articles (sidebarPath: false
// in docusaurus.config.ts); this file stays for tooling that expects it.
const sidebars: SidebarsConfig = {};

export default sidebars;
