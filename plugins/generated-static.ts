import {join} from 'node:path';

/**
 * Files the build makes from the sources (raster icons, image variants): a
 * static directory outside the repository, listed in the config's
 * staticDirectories so `npm start` serves them too. Plugins fill it in
 * loadContent, before the bundler copies static files.
 */
export const generatedStaticDir = (siteDir: string): string => join(siteDir, 'node_modules', '.cache', 'kdb-static');
