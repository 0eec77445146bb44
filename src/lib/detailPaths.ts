/** Where the service and financing pages are, and the plugin that makes them (plugins/detail-pages). */
export const serviceHref = (slug: string): string => `/services/${slug}`;
export const loanProgramHref = (slug: string): string => `/loan-programs/${slug}`;

/** The plugin whose global data holds the lists (its name, for usePluginData). */
export const detailListsPlugin = 'detail-pages';
