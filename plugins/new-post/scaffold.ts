import {slugify} from '../../src/lib/slug';

/**
 * The new-post template (`npm run new:post`) and the check that none of it is
 * left in a published post: the same strings serve both, so they cannot drift.
 */

/** Template text a writer replaces; each entry names where it sits. */
export const scaffoldText = {
  description: 'One or two sentences that sum up the article for search results (at most 170 characters).',
  image_alt: 'Describe the photo for someone who cannot see it',
  intro: 'Open with two or three sentences that tell the reader what they will learn.',
  body: 'Write the article here.',
} as const;

/** A draft post with every field the build checks, for `blog/<date>-<slug>.mdx`. */
export function postScaffold({title, date}: {title: string; date: string}): {file: string; slug: string; text: string} {
  const slug = slugify(title);
  const keywords = slug.split('-').slice(0, 4).join(' ');
  const text = `---
slug: ${slug}
title: ${JSON.stringify(title)}
description: ${JSON.stringify(scaffoldText.description)}
keywords: [${keywords}, Knoxville decks]
authors: [kdb-team]
date: ${date}
read_time: 6
tags: [planning]
image: /img/blog/${slug}.jpg
image_alt: ${JSON.stringify(scaffoldText.image_alt)}
cta_label: Get Your Free Estimate
draft: true
---

${scaffoldText.intro} They become the excerpt on the blog list.

{/* truncate */}

## First section

${scaffoldText.body} Use ## and ### headings, short paragraphs and lists.
`;
  return {file: `blog/${date}-${slug}.mdx`, slug, text};
}

/** What of the template a post still holds: [field, the template text]. */
export function scaffoldLeftovers(frontMatter: Record<string, unknown>, body: string): [field: string, text: string][] {
  const found: [string, string][] = [];
  if (frontMatter.description === scaffoldText.description) found.push(['description', scaffoldText.description]);
  if (frontMatter.image_alt === scaffoldText.image_alt) found.push(['image_alt', scaffoldText.image_alt]);
  for (const text of [scaffoldText.intro, scaffoldText.body]) {
    if (body.includes(text)) found.push(['body', text]);
  }
  return found;
}
