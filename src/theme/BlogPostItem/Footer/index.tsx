import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CtaBanner from '@site/src/components/CtaBanner';
import Sources from '@site/src/components/Sources';
import RelatedPosts from '@site/src/components/RelatedPosts';
import {useRelatedPosts} from '@site/src/components/RelatedPosts/context';
import type {Source} from '@site/src/data/types';
import CallLink from '@site/src/components/CallButton/CallLink';

type Props = WrapperProps<typeof FooterType>;

// Every article closes with its sources, its own call to action (label from front matter) and related posts.
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  const {cta_label: label, sources} = frontMatter as {cta_label?: string; sources?: Source[]};
  // Chosen at build time from the content (plugins/related-posts).
  const related = useRelatedPosts();
  return (
    <>
      {isBlogPostPage && <Sources items={sources} />}
      {isBlogPostPage && label && (
        <CtaBanner
          as="aside"
          layout="inline"
          tone="mist"
          title="Ready to plan your deck?"
          text={
            <>
              Our designers visit, measure and talk through options with you, then put a free, written estimate in your
              hands. Prefer the phone? Call <CallLink />.
            </>
          }
          estimateLabel={label}
          callLabel={null}
        />
      )}
      {isBlogPostPage && <RelatedPosts posts={related} />}
      <Footer {...props} />
    </>
  );
}
