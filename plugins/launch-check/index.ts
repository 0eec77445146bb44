import type {LoadContext, Plugin} from '@docusaurus/types';
import {business} from '../../src/data/business';
import {formatFindings, launchFindings} from './launchCheck';
import {sampleContent} from './samples';

/**
 * Stand-ins (a fictional phone number, placeholder form and chat ids, example
 * domains, a missing street address, unchecked claims and samples) must not
 * go live unnoticed: the build warns, and `npm run check:launch -- --strict`
 * fails while any is left.
 */
export default function launchCheck({siteDir}: LoadContext): Plugin {
  return {
    name: 'launch-check',
    async postBuild({siteConfig}) {
      const findings = launchFindings(business, siteConfig.url, sampleContent(siteDir));
      if (findings.length > 0)
        console.warn(`[WARNING] ${formatFindings(findings)}\n  (npm run check:launch lists them.)`);
    },
    extendCli(cli) {
      cli
        .command('check-launch')
        .description('List the stand-ins still in the site; with --strict, exit 1 if there are any')
        .option('--strict', 'exit with status 1 when a stand-in is left')
        .action((options: {strict?: boolean}) => {
          const findings = launchFindings(business, process.env.SITE_URL ?? business.url, sampleContent(siteDir));
          console.log(formatFindings(findings));
          if (options.strict && findings.length > 0) process.exit(1);
        });
    },
  };
}
