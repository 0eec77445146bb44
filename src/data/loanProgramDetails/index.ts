/**
 * The body of each Financing page (/loan-programs/{slug}): its copy is src/data/copy/loan-programs/{slug}.json, one
 * file per program, edited in /admin → Financing pages and checked against ../detailSchema, in the shape every
 * detail page shares (src/data/types.ts, through ../detailCopy). Summaries (title, card text, icon,
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
import {detailRecord} from '../detailCopy';
import conventional from '../copy/loan-programs/conventional.json';
import fha from '../copy/loan-programs/fha.json';
import va from '../copy/loan-programs/va.json';
import usda from '../copy/loan-programs/usda.json';
import jumbo from '../copy/loan-programs/jumbo.json';
import fixedRate from '../copy/loan-programs/fixed-rate.json';
import arm from '../copy/loan-programs/arm.json';
import fha203k from '../copy/loan-programs/fha-203k.json';
import refinance from '../copy/loan-programs/refinance.json';
import cashOut from '../copy/loan-programs/cash-out.json';
import heloc from '../copy/loan-programs/heloc.json';
import reverse from '../copy/loan-programs/reverse.json';

/** Every financing page's body, keyed by its slug in loanPrograms.ts. */
export const loanProgramDetails: Record<LoanSlug, DetailRecord> = {
  conventional: detailRecord(conventional),
  fha: detailRecord(fha),
  va: detailRecord(va),
  usda: detailRecord(usda),
  jumbo: detailRecord(jumbo),
  'fixed-rate': detailRecord(fixedRate),
  arm: detailRecord(arm),
  'fha-203k': detailRecord(fha203k),
  refinance: detailRecord(refinance),
  'cash-out': detailRecord(cashOut),
  heloc: detailRecord(heloc),
  reverse: detailRecord(reverse),
};
