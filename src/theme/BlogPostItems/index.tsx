import React from 'react';
import type {Props} from '@theme/BlogPostItems';
import BlogCard from '@site/src/components/BlogCard';
import styles from './styles.module.css';

// Lists (blog home, category pages) show cards rather than full excerpts.
export default function BlogPostItems({items}: Props): React.JSX.Element {
  return (
    <div className={styles.grid}>
      {items.map(({content}, i) => (
        <BlogCard key={content.metadata.permalink} content={content} eager={i < 2} />
      ))}
    </div>
  );
}
