import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostCta from '@site/src/components/BlogPostCta';

type Props = WrapperProps<typeof FooterType>;

// Every article closes with its own call to action (label from front matter).
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  const label = (frontMatter as {cta_label?: string}).cta_label;
  return (
    <>
      {isBlogPostPage && label && <BlogPostCta label={label} />}
      <Footer {...props} />
    </>
  );
}
