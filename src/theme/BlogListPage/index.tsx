/**
 * Ejected from @docusaurus/theme-classic BlogListPage to add the page's
 * hero (its h1) and keywords, to lay the cards out full width, and to name
 * a later page in its title and its neighbors in the head.
 */
import React from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListPaginator from '@theme/BlogListPaginator';
import type {Props} from '@theme/BlogListPage';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CtaBanner from '@site/src/components/CtaBanner';
import PagedListHead from '@site/src/components/PagedListHead';

export default function BlogListPage(props: Props): React.JSX.Element {
  const {metadata, items} = props;
  const pageNote = metadata.page > 1 ? `, page ${metadata.page} of ${metadata.totalPages}` : '';
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={metadata.blogTitle + pageNote}
        description={metadata.blogDescription}
        keywords={['deck blog', 'deck building tips', 'Knoxville decks', 'deck maintenance', 'deck design ideas']}
      />
      <PagedListHead {...metadata} />
      <BlogListPageStructuredData {...props} />
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
          <CtaBanner
            title="Planning a deck of your own?"
            text="Talk through your ideas with a designer and get a free, written estimate."
          />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
