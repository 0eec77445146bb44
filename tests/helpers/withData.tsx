/**
 * The site's own modules, loaded over other data than src/data holds: the
 * frozen original (tests/seed/original.ts) or a generated owner's data set
 * (tests/helpers/arbitraries.ts). Each call loads a fresh copy of the site's
 * modules with the given data modules in place of the live ones, so what a
 * module derives when it loads (the cities in words, the menus) follows the
 * data too. React and Testing Library stay the test's own (one React, and
 * far less to load per call).
 */
import * as React from 'react';
import type {ReactElement} from 'react';
import * as rtl from '@testing-library/react';
import type {RenderResult} from '@testing-library/react';
import type {BusinessFacts} from '@site/src/data/types';
import type {Testimonial} from '@site/src/data/testimonials';
import type {GalleryItem} from '@site/src/data/gallery';
import type {Prices} from '@site/src/lib/deckEstimate';

export interface SiteData {
  readonly business?: BusinessFacts;
  readonly testimonials?: readonly Testimonial[];
  readonly galleryItems?: readonly GalleryItem[];
  readonly prices?: Prices;
}

export interface Site {
  /** The site's module (an `@site/...` path) in this copy. */
  readonly load: <T = Record<string, unknown>>(module: string) => T;
  /**
   * Renders a component of this copy (by module path, default export) with its props, inside the
   * estimate dialog's context as Root provides it; `open` records what the page asks the dialog.
   */
  readonly render: (module: string, props?: Record<string, unknown>) => RenderResult & {open: jest.Mock};
  /** Renders an element of this copy's components, inside the dialog's context. */
  readonly renderElement: (ui: ReactElement) => RenderResult & {open: jest.Mock};
}

/** The test's own React modules, which every copy shares. */
const oneReact = Object.fromEntries(
  ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'].map((name) => [
    name,
    jest.requireActual(name),
  ]),
);

/** Runs `test` with the site's modules over `data`; everything it rendered is unmounted after. */
export async function withData<T>(data: SiteData, test: (site: Site) => T | Promise<T>): Promise<T> {
  let result!: T;
  await jest.isolateModulesAsync(async () => {
    if (data.business) jest.doMock('@site/src/data/business', () => ({business: data.business}));
    if (data.testimonials) {
      const actual = jest.requireActual('@site/src/data/testimonials');
      jest.doMock('@site/src/data/testimonials', () => ({...actual, testimonials: data.testimonials}));
    }
    if (data.galleryItems) {
      const actual = jest.requireActual('@site/src/data/gallery');
      jest.doMock('@site/src/data/gallery', () => ({...actual, galleryItems: data.galleryItems}));
    }
    if (data.prices) {
      const actual = jest.requireActual('@site/src/data/pricing');
      jest.doMock('@site/src/data/pricing', () => ({...actual, ...data.prices}));
    }
    // One React for the test and the copy: the copy's components render with the test's Testing Library.
    for (const [name, module] of Object.entries(oneReact)) jest.doMock(name, () => module);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh registry is only reachable through require
    const load = <M,>(module: string): M => require(module) as M;
    const {EstimateDialogContext} = load<typeof import('@site/src/components/EstimateDialog/context')>(
      '@site/src/components/EstimateDialog/context',
    );
    const renderElement = (ui: ReactElement) => {
      const open = jest.fn();
      return {open, ...rtl.render(React.createElement(EstimateDialogContext.Provider, {value: {open}}, ui))};
    };
    const site: Site = {
      load,
      renderElement,
      render: (module, props = {}) =>
        renderElement(React.createElement(load<{default: React.ComponentType}>(module).default, props)),
    };
    try {
      result = await test(site);
    } finally {
      rtl.cleanup();
    }
  });
  return result;
}
