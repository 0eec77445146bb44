/**
 * The body of each Financing page (/loan-programs/{slug}), one file per program, in the shape every
 * detail page shares (src/data/types.ts). Summaries (title, card text, icon,
 * button label) live in loanPrograms.ts; src/data/detailPages.ts puts the two
 * together, and each page gets only its own record as route props, so none of
 * this ships in the menu bundle.
 *
 * Rules for editors:
 * - Figures from the original site (conventional, FHA, VA, refinance and
 *   cash-out) start as written; a changed figure keeps the old one beside it,
 *   with its year.
 * - Anything that changes yearly (loan limits, fees) carries its year and a
 *   link to where the current figure is published: `npm run check:content`
 *   names a limit without them. No current rates.
 * - The business builds decks; it is not a lender. Never promise approval.
 */
import type {LoanSlug} from '../loanPrograms';
import type {DetailRecord} from '../types';
import {conventional} from './conventional';
import {fha} from './fha';
import {va} from './va';
import {usda} from './usda';
import {jumbo} from './jumbo';
import {fixedRate} from './fixed-rate';
import {arm} from './arm';
import {fha203k} from './fha-203k';
import {refinance} from './refinance';
import {cashOut} from './cash-out';
import {heloc} from './heloc';
import {reverse} from './reverse';

/** Every financing page's body, keyed by its slug in loanPrograms.ts. */
export const loanProgramDetails: Record<LoanSlug, DetailRecord> = {
  conventional,
  fha,
  va,
  usda,
  jumbo,
  'fixed-rate': fixedRate,
  arm,
  'fha-203k': fha203k,
  refinance,
  'cash-out': cashOut,
  heloc,
  reverse,
};
