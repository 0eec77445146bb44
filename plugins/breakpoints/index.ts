import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';

/**
 * The named breakpoints of src/css/breakpoints.css in every CSS file: each file
 * (CSS modules included) is processed on its own, so postcss-global-data lends
 * it the @custom-media definitions and postcss-custom-media turns `(--md)` into
 * the width, before Docusaurus's postcss-preset-env (and with Rspack as well as
 * webpack: both run the same postcss-loader).
 */
export default function breakpoints(context: {siteDir: string}): Plugin {
  const file = join(context.siteDir, 'src/css/breakpoints.css');
  return {
    name: 'breakpoints',
    configurePostCss(options) {
      options.plugins.unshift(postcssGlobalData({files: [file]}), postcssCustomMedia());
      return options;
    },
  };
}
