import type {ServiceSlug} from '../services';
import type {DetailRecord} from '../types';
import {installation} from './installation';
import {remodeling} from './remodeling';
import {composite} from './composite';
import {customDesign} from './custom-design';
import {repair} from './repair';

/** Every service page's body, keyed by its slug in services.ts. */
export const serviceDetails: Record<ServiceSlug, DetailRecord> = {
  installation,
  remodeling,
  composite,
  'custom-design': customDesign,
  repair,
};
