/**
 * Ejected from @docusaurus/theme-classic BlogListPage to add the page's
 * hero (its h1) and keywords, to lay the cards out full width, to name
 * a later page in its title, description and its neighbors in the head, and
 * to write its JSON-LD escaped (the theme's prints the posts' titles raw).
 */
import React from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPaginator from '@theme/BlogListPaginator';
import type {Props} from '@theme/BlogListPage';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import {PostListCta} from '@site/src/components/CtaBanner';
import PagedListHead from '@site/src/components/PagedListHead';
import {JsonLd} from '@site/src/components/StructuredData';

export default function BlogListPage(props: Props): React.JSX.Element {
  const {metadata, items} = props;
  const pageNote = metadata.page > 1 ? `, page ${metadata.page} of ${metadata.totalPages}` : '';
  const structuredData = useBlogListPageStructuredData(props);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={metadata.blogTitle + pageNote}
        description={
          metadata.page > 1
            ? `${metadata.blogDescription} Page ${metadata.page} of ${metadata.totalPages}.`
            : metadata.blogDescription
        }
        keywords={['deck blog', 'deck building tips', 'Knoxville decks', 'deck maintenance', 'deck design ideas']}
      />
      <PagedListHead {...metadata} />
      <JsonLd data={structuredData} />
      <Layout>
        <main>
          <Hero
            eyebrow="Deck Building Blog"
            title="Ideas, costs and care for East Tennessee decks"
            lead={metadata.blogDescription}
            estimateLabel={null}
          />
          {/* Named for landmark navigation; each card's title is an h2 under the page's h1. */}
          <Section id="all-articles" label={`All articles${pageNote}`}>
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={metadata} />
          </Section>
          <PostListCta />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
