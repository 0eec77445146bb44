import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CtaBanner from '@site/src/components/CtaBanner';
import CallLink from '@site/src/components/CallButton/CallLink';

type Props = WrapperProps<typeof FooterType>;

// Every article closes with its own call to action (label from front matter).
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  const label = (frontMatter as {cta_label?: string}).cta_label;
  return (
    <>
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
      <Footer {...props} />
    </>
  );
}
