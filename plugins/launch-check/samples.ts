import {testimonials} from '../../src/data/testimonials';
import {galleryItems, isIllustration} from '../../src/data/gallery';
import {detailPages} from '../../src/data/detailPages';
import type {Stat} from '../../src/data/types';
import {contentFiles, frontMatterOf} from '../content-check/routes';
import type {SampleContent} from './launchCheck';

/** Every sample the site holds today: reviews, illustrated projects, figures marked `sample`. */
export function sampleContent(siteDir: string): SampleContent {
  const claims = [
    ...contentFiles(siteDir, 'docs', /\.mdx?$/).flatMap((file) =>
      ((frontMatterOf(siteDir, `docs/${file}`).stats ?? []) as Stat[])
        .filter((stat) => stat.sample)
        .map((stat) => ({claim: `${stat.value} ${stat.label}`, where: `docs/${file}`})),
    ),
    ...detailPages.flatMap((page) =>
      page.sections.flatMap((section) =>
        section.kind === 'stats'
          ? section.items
              .filter((stat) => stat.sample)
              .map((stat) => ({claim: `${stat.value} ${stat.label}`, where: `the record of ${page.path} in src/data`}))
          : [],
      ),
    ),
  ];
  return {
    testimonials: testimonials.filter((t) => t.source === 'sample').length,
    illustrations: galleryItems.filter(isIllustration).map((item) => item.title),
    claims,
  };
}
