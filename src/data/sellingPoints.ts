/**
 * What sets the business apart, each claim worded once: the home page, the
 * services pages and the MDX city pages all pick from here (by id), so the
 * claims cannot drift apart. Say nothing here the business has not stated.
 */
import type {Feature} from './types';
import {business} from './business';

export const sellingPoints = {
  licensed: {
    icon: 'shield',
    title: 'Licensed and insured',
    text: 'Fully licensed and insured, with permits and inspections handled for every project that needs them.',
  },
  materials: {
    icon: 'layers',
    title: 'Quality materials',
    text: 'Ground-contact lumber for framing, coated or stainless fasteners, and composite and PVC boards from established brands.',
  },
  craftsmanship: {
    icon: 'hammer',
    title: 'Expert craftsmanship',
    text: 'Square framing, tight joints and clean cuts on the parts you will never see as well as the parts you will.',
  },
  estimates: {
    icon: 'dollar',
    title: 'Clear written estimates',
    text: 'A line-by-line price before work begins, so you know what you are paying for and why.',
  },
  respect: {
    icon: 'home',
    title: 'Respect for your home',
    text: 'Lawns, flower beds and siding protected while we work, and the work area tidied at the end of each day.',
  },
  local: {
    icon: 'pin',
    title: 'Local and easy to reach',
    text: `Based in Knoxville and building across ${business.serviceRegion}. Call us, or ask for an estimate here at any hour.`,
  },
  backgroundChecked: {
    icon: 'search',
    title: 'Background-checked',
    text: 'Everyone who works at your home has passed a background check.',
  },
  training: {
    icon: 'book',
    title: 'Ongoing training',
    text: "Our crews train on code changes and on each manufacturer's installation requirements.",
  },
  safety: {
    icon: 'alert',
    title: 'Safety commitment',
    text: 'Fall protection, clean job sites and tools put away at the end of every day.',
  },
} as const satisfies Record<string, Feature>;

export type SellingPointId = keyof typeof sellingPoints;

/** The claims a page shows, in its order. */
export function pickSellingPoints(...ids: readonly SellingPointId[]): Feature[] {
  return ids.map((id) => sellingPoints[id]);
}
