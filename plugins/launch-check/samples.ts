import {testimonials} from '../../src/data/testimonials';
import {galleryItems} from '../../src/data/gallery';
import {isIllustration} from '../../src/lib/images';
import {detailPages} from '../../src/lib/detailPages';
import {readDetailFiles} from '../../build-time/copy';
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
    ...detailPages(readDetailFiles(siteDir)).flatMap((page) =>
      page.sections.flatMap((section) =>
        section.kind === 'stats'
          ? section.items
              .filter((stat) => stat.sample)
              .map((stat) => ({claim: `${stat.value} ${stat.label}`, where: `src/data/copy${page.path}.json`}))
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
