/**
 * The site's own modules, loaded over other data than src/data holds: the
 * frozen original (tests/seed/original.ts) or a generated owner's data set
 * (tests/helpers/arbitraries.ts). Each call loads a fresh copy of every
 * module, React and Testing Library included, with the given data modules
 * in place of the live ones, so what a module derives when it loads (the
 * cities in words, the menus) follows the data too. Query the rendered DOM
 * with the usual `screen`: it reads document.body, whichever React drew it.
 */
import type {ReactElement} from 'react';
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
  /** React of this copy, for elements of its components. */
  readonly React: typeof import('react');
  /** Renders an element made with this copy's React, inside the dialog's context. */
  readonly renderElement: (ui: ReactElement) => RenderResult & {open: jest.Mock};
}

/** Runs `use` with the site's modules over `data`; everything it rendered is unmounted after. */
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
    // This copy's Testing Library must not register its own afterEach inside a running test.
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh registry is only reachable through require */
    const rtl = require('@testing-library/react') as typeof import('@testing-library/react');
    const React = require('react') as typeof import('react');
    const load = <M,>(module: string): M => require(module) as M;
    /* eslint-enable @typescript-eslint/no-require-imports */
    delete process.env.RTL_SKIP_AUTO_CLEANUP;
    const {EstimateDialogContext} = load<typeof import('@site/src/components/EstimateDialog/context')>(
      '@site/src/components/EstimateDialog/context',
    );
    const renderElement = (ui: ReactElement) => {
      const open = jest.fn();
      return {open, ...rtl.render(React.createElement(EstimateDialogContext.Provider, {value: {open}}, ui))};
    };
    const site: Site = {
      load,
      React,
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
