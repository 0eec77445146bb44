/**
 * Ejected from @docusaurus/theme-classic BlogTagsPostsPage so a category's page is the blog list's shape (its hero
 * as the h1, the cards full width, the call to action that ends every list of posts) and names its neighbor pages
 * (rel=prev/next). The title, description and search metadata are the theme's.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsPostsPage';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import {PostListCta} from '@site/src/components/CtaBanner';
import PagedListHead from '@site/src/components/PagedListHead';

export default function BlogTagsPostsPage({tag, items, listMetadata}: Props): React.JSX.Element {
  const title = useBlogTagsPostsPageTitle(tag);
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="blog_tags_posts" />
      <PagedListHead {...listMetadata} />
      <Layout>
        <main>
          <Hero
            eyebrow="Deck Building Blog"
            title={tag.label}
            lead={
              <p>
                {tag.description ? `${tag.description} ` : ''}
                {title}. <Link to="/blog">All articles</Link>
              </p>
            }
            estimateLabel={null}
          />
          <Section id="tag-articles" label={title}>
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={listMetadata} />
          </Section>
          <PostListCta />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
