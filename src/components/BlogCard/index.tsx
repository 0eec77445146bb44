import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';
import {formatReadTime} from '@site/src/lib/format';
import styles from './styles.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

interface Props {
  content: PropBlogPostContent;
  /** The first cards are above the fold: load their images eagerly. */
  eager?: boolean;
}

/** One article on the blog list: image, category, title, excerpt, date, read time, Read More. */
export default function BlogCard({content, eager = false}: Props): React.JSX.Element {
  const {metadata, frontMatter} = content;
  const fm = frontMatter as typeof frontMatter & {image_alt?: string};
  const category = metadata.tags[0];
  return (
    <article className={styles.card}>
      {fm.image && (
        <ResponsiveImage
          className={styles.image}
          src={fm.image}
          from={metadata.source}
          alt={fm.image_alt ?? ''}
          sizes="(min-width: 997px) 33vw, (min-width: 600px) 50vw, 100vw"
          priority={eager}
        />
      )}
      <div className={styles.body}>
        {category && <p className={styles.category}>{category.label}</p>}
        <Heading as="h2" className={styles.title}>
          <Link to={metadata.permalink}>{metadata.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{metadata.description}</p>
        <p className={styles.meta}>
          <time dateTime={metadata.date}>{formatPostDate(metadata.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{formatReadTime(metadata.readingTime)}</span>
        </p>
        <Link to={metadata.permalink} className={styles.more}>
          Read More<span className="sr-only">: {metadata.title}</span>
        </Link>
      </div>
    </article>
  );
}

function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
}
