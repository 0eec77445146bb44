/**
 * Every service page's body (/services/{slug}): its copy is src/data/copy/services/{slug}.json, edited in
 * /admin → Service pages and checked against ../detailSchema; ../detailCopy makes it the DetailRecord the page reads.
 */
import type {ServiceSlug} from '../services';
import type {DetailRecord} from '../types';
import {detailRecord} from '../detailCopy';
import installation from '../copy/services/installation.json';
import remodeling from '../copy/services/remodeling.json';
import composite from '../copy/services/composite.json';
import customDesign from '../copy/services/custom-design.json';
import repair from '../copy/services/repair.json';

/** Every service page's body, keyed by its slug in services.ts. */
export const serviceDetails: Record<ServiceSlug, DetailRecord> = {
  installation: detailRecord(installation),
  remodeling: detailRecord(remodeling),
  composite: detailRecord(composite),
  'custom-design': detailRecord(customDesign),
  repair: detailRecord(repair),
};
