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

  it("among 260 posts, offers the newest three of the reader's category", () => {
    const day = (i: number) => `2020-01-${String((i % 28) + 1).padStart(2, '0')}`;
    const all = Array.from({length: 260}, (_, i) => post(`post-${i}`, {tags: [`topic-${i % 7}`], date: day(i)}));
    const reader = all[0];
    const sameCategory = all.filter((p) => p !== reader && p.metadata.tags[0].label === 'topic-0');
    const newest = Math.max(...sameCategory.map((p) => p.metadata.date.getTime()));
    const chosen = relatedPosts(reader, all).map((c) => all.find((p) => p.metadata.permalink === c.permalink)!);
    expect(chosen).toHaveLength(3);
    for (const p of chosen) {
      expect(p.metadata.tags[0].label).toBe('topic-0');
      expect(p.metadata.date.getTime()).toBe(newest);
    }
    expect(ids(relatedPosts(reader, all))).toEqual(ids(relatedPosts(reader, all)));
  });
});
