import React, {useId} from 'react';
import Heading from '@theme/Heading';
import Card, {CardText} from '@site/src/components/Card';
import type {RelatedPost} from '@site/src/data/types';
import styles from './styles.module.css';

/** "Keep reading": the posts plugins/related-posts chose for the end of a post. */
export default function RelatedPosts({posts}: {posts?: readonly RelatedPost[]}): React.JSX.Element | null {
  const titleId = useId();
  if (!posts || posts.length === 0) return null;
  return (
    <nav className={styles.related} aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} className={styles.title}>
        Keep reading
      </Heading>
      <ul className={styles.list}>
        {posts.map((post) => (
          <Card as="li" key={post.permalink} title={post.title} href={post.permalink}>
            <CardText>{post.description}</CardText>
          </Card>
        ))}
      </ul>
    </nav>
  );
}
