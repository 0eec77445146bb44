import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {RelatedPost} from '../../src/data/types';

/** The words of a post's keywords and title that say what it is about. */
function topics(post: BlogPost): Set<string> {
  const keywords = (post.metadata.frontMatter.keywords as string[] | undefined) ?? [];
  const stop = new Set([
    'deck',
    'decks',
    'knoxville',
    'tennessee',
    'east',
    'the',
    'and',
    'for',
    'your',
    'a',
    'to',
    'of',
    'in',
    'how',
  ]);
  return new Set(
    [...keywords, post.metadata.title]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !stop.has(w)),
  );
}

/**
 * Two or three posts to read next, chosen from the content: those in the
 * same category first, then those about the same things (shared keywords),
 * the newest first among equals; the newest posts fill any gap.
 */
export function relatedPosts(post: BlogPost, all: readonly BlogPost[], count = 3): RelatedPost[] {
  const tags = new Set(post.metadata.tags.map((t) => t.label));
  const words = topics(post);
  const scored = all
    .filter((other) => other.id !== post.id && !other.metadata.unlisted && !other.metadata.frontMatter.draft)
    .map((other) => ({
      other,
      score:
        10 * other.metadata.tags.filter((t) => tags.has(t.label)).length +
        [...topics(other)].filter((w) => words.has(w)).length,
    }))
    .sort((a, b) => b.score - a.score || b.other.metadata.date.getTime() - a.other.metadata.date.getTime());
  return scored.slice(0, count).map(({other}) => ({
    permalink: other.metadata.permalink,
    title: other.metadata.title,
    description: other.metadata.description,
  }));
}
