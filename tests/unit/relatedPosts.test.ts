import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {relatedPosts} from '../../plugins/related-posts/choose';

/** A post as the blog plugin loads it, with the fields the choice reads. */
function post(
  id: string,
  {
    tags = [],
    keywords = [],
    date = '2025-01-01',
    unlisted = false,
    draft = false,
  }: {tags?: string[]; keywords?: string[]; date?: string; unlisted?: boolean; draft?: boolean} = {},
): BlogPost {
  return {
    id,
    content: '',
    metadata: {
      permalink: `/blog/${id}`,
      title: id.replaceAll('-', ' '),
      description: `About ${id}.`,
      date: new Date(date),
      tags: tags.map((label) => ({label, permalink: `/blog/tags/${label}`})),
      unlisted,
      frontMatter: {keywords, draft},
    },
  } as unknown as BlogPost;
}

const ids = (chosen: ReturnType<typeof relatedPosts>) => chosen.map((p) => p.permalink.replace('/blog/', ''));

describe('related posts', () => {
  it('puts a post in the same category first, then one about the same things, then the newest', () => {
    const reader = post('railing-heights', {tags: ['Safety'], keywords: ['railing code', 'guard height']});
    const all = [
      reader,
      post('newest-news', {date: '2026-06-01'}),
      post('older-news', {date: '2024-06-01'}),
      post('stair-lighting', {tags: ['Safety'], date: '2023-01-01'}),
      post('cable-railing-costs', {keywords: ['railing cost'], date: '2023-02-01'}),
    ];
    expect(ids(relatedPosts(reader, all))).toEqual(['stair-lighting', 'cable-railing-costs', 'newest-news']);
  });

  it('never offers the post itself, a draft or an unlisted post', () => {
    const reader = post('composite-care', {tags: ['Care']});
    const all = [
      reader,
      post('draft-care', {tags: ['Care'], draft: true}),
      post('hidden-care', {tags: ['Care'], unlisted: true}),
      post('sealing-wood', {date: '2024-01-01'}),
    ];
    expect(ids(relatedPosts(reader, all))).toEqual(['sealing-wood']);
  });

  it('chooses three from many posts, and the same three however often it is asked', () => {
    const all = Array.from({length: 260}, (_, i) =>
      post(`post-${i}`, {tags: [`topic-${i % 7}`], keywords: [`word${i % 11}`], date: `2020-01-${(i % 28) + 1}`}),
    );
    const first = relatedPosts(all[0], all);
    expect(first).toHaveLength(3);
    expect(relatedPosts(all[0], all)).toEqual(first);
    for (const chosen of first) expect(chosen.permalink).not.toBe('/blog/post-0');
  });
});
