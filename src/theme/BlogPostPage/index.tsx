/** Wraps the post page to hand its related posts (a route module of its own) to the post's footer. */
import React from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type {Props} from '@theme/BlogPostPage';
import type {RelatedPost} from '@site/src/data/types';
import {RelatedPostsContext} from '@site/src/components/RelatedPosts/context';

export default function BlogPostPageWrapper(
  props: Props & {readonly related?: readonly RelatedPost[]},
): React.JSX.Element {
  return (
    <RelatedPostsContext.Provider value={props.related}>
      <BlogPostPage {...props} />
    </RelatedPostsContext.Provider>
  );
}
