/**
 * Adds one pre-rendered page per loan program at /loan-programs/{slug},
 * all rendered by one layout (src/components/LoanProgramPage). The page
 * receives its summary and its full details as route props, so the long
 * copy only ships with its own page.
 */
import type {Plugin} from '@docusaurus/types';
import {loanPrograms, loanProgramHref} from '../src/data/loanPrograms';
import {loanProgramDetails} from '../src/data/loanProgramDetails';

export const loanProgramPageComponent = '@site/src/components/LoanProgramPage/index.tsx';

export default function loanProgramPages(): Plugin {
  return {
    name: 'loan-program-pages',
    async contentLoaded({actions}) {
      for (const program of loanPrograms) {
        actions.addRoute({
          path: loanProgramHref(program.slug),
          component: loanProgramPageComponent,
          exact: true,
          props: {program, details: loanProgramDetails[program.slug]},
        });
      }
    },
  };
}
