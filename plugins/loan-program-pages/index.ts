/**
 * One pre-rendered page per loan program at /loan-programs/{slug}, from the
 * typed data in src/data/loanPrograms.ts and loanProgramDetails.ts. The
 * plugin owns its route component (theme/LoanProgramPage, swizzlable as
 * @theme/LoanProgramPage); each page receives its summary and its full
 * details as route props, so the long copy ships only with its own page.
 */
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loanPrograms, loanProgramHref} from '../../src/data/loanPrograms';
import {loanProgramDetails} from '../../src/data/loanProgramDetails';

export default function loanProgramPages(): Plugin {
  return {
    name: 'loan-program-pages',
    getThemePath: () => join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      for (const program of loanPrograms) {
        actions.addRoute({
          path: loanProgramHref(program.slug),
          component: '@theme/LoanProgramPage',
          exact: true,
          props: {program, details: loanProgramDetails[program.slug]},
        });
      }
    },
  };
}
