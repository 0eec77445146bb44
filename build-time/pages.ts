import {join} from 'node:path';

/** A route's page in the build (trailingSlash: false): / -> index.html, /about -> about.html. */
export const pageFile = (outDir: string, route: string): string =>
  join(outDir, route === '/' ? 'index.html' : route.endsWith('.html') ? route : `${route}.html`);
