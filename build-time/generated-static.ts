import {createHash} from 'node:crypto';
import {join} from 'node:path';

/**
 * Files the build makes from the sources (raster icons, photo variants): a
 * static directory outside the repository, listed in the config's
 * staticDirectories so `npm start` serves them too. Plugins fill it in
 * loadContent, before the bundler copies static files. One per site folder,
 * so a copy of the site (the writer test builds one) never mixes its files in.
 */
export const generatedStaticDir = (siteDir: string): string =>
  join(siteDir, 'node_modules', '.cache', 'kdb-static', createHash('sha1').update(siteDir).digest('hex').slice(0, 8));
