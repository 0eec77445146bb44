import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

/**
 * Docusaurus's post metadata without its og:image (the post's hero, an SVG
 * social networks ignore): every page's image is its social card, which the
 * build draws and tags (plugins/post-build).
 */
export default function BlogPostPageMetadata(): React.JSX.Element {
  const {metadata} = useBlogPost();
  const {title, description, date, tags, frontMatter} = metadata;
  return (
    <PageMetadata title={frontMatter.title_meta ?? title} description={description} keywords={frontMatter.keywords}>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={date} />
      {tags.length > 0 && <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} />}
    </PageMetadata>
  );
}
