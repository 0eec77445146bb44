import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {RelatedPost} from '../../src/data/types';

/** Words too common on this site to say what a post is about. */
const stopWords = new Set([
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

/** Each post's topics, worked out once: every post is compared with every other one. */
const topicsOf = new WeakMap<BlogPost, Set<string>>();

/** The words of a post's keywords and title that say what it is about. */
function topics(post: BlogPost): Set<string> {
  let words = topicsOf.get(post);
  if (!words) {
    const keywords = (post.metadata.frontMatter.keywords as string[] | undefined) ?? [];
    words = new Set(
      [...keywords, post.metadata.title]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length > 2 && !stopWords.has(w)),
    );
    topicsOf.set(post, words);
  }
  return words;
}

/** How many of `words` are in `other`. */
function shared(words: Set<string>, other: Set<string>): number {
  let count = 0;
  for (const w of words) if (other.has(w)) count++;
  return count;
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
      score: 10 * other.metadata.tags.filter((t) => tags.has(t.label)).length + shared(topics(other), words),
    }))
    .sort((a, b) => b.score - a.score || b.other.metadata.date.getTime() - a.other.metadata.date.getTime());
  return scored.slice(0, count).map(({other}) => ({
    permalink: other.metadata.permalink,
    title: other.metadata.title,
    description: other.metadata.description,
  }));
}
