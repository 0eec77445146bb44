/** Wraps the tag page to name its neighbor pages (rel=prev/next); the page itself is Docusaurus's. */
import React from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';
import PagedListHead from '@site/src/components/PagedListHead';

export default function BlogTagsPostsPageWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <PagedListHead {...props.listMetadata} />
      <BlogTagsPostsPage {...props} />
    </>
  );
}
