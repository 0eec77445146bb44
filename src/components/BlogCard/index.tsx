import React from 'react';
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';
import Card, {CardText} from '@site/src/components/Card';
import {formatReadTime} from '@site/src/lib/format';
import styles from './styles.module.css';

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
    <Card
      as="article"
      title={metadata.title}
      titleAs="h2"
      eyebrow={category?.label}
      image={
        fm.image
          ? {
              src: fm.image,
              from: metadata.source,
              alt: fm.image_alt ?? '',
              sizes: '(min-width: 997px) 33vw, (min-width: 600px) 50vw, 100vw',
              priority: eager,
            }
          : undefined
      }
      href={metadata.permalink}
      more="Read More"
      className={styles.card}>
      <CardText>{metadata.description}</CardText>
      <p className={styles.meta}>
        <time dateTime={metadata.date}>{formatPostDate(metadata.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{formatReadTime(metadata.readingTime)}</span>
      </p>
    </Card>
  );
}

function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
}
