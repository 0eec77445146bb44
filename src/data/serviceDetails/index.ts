import type {ServiceSlug} from '../services';
import type {ServiceDetail} from './types';
import {installation} from './installation';
import {remodeling} from './remodeling';
import {composite} from './composite';
import {customDesign} from './custom-design';
import {repair} from './repair';

export type {ServiceDetail, ServiceSection} from './types';

/** Every service page's content, keyed by slug (pages import their own module directly). */
export const serviceDetails: Record<ServiceSlug, ServiceDetail> = {
  installation,
  remodeling,
  composite,
  'custom-design': customDesign,
  repair,
};
