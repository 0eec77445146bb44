import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Sources from '@site/src/components/Sources';
import type {Source} from '@site/src/data/types';

type Props = WrapperProps<typeof FooterType>;

// Guides and city pages list the sources they lean on (front matter `sources`)
// above Docusaurus's footer, which says when the page was last updated.
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {frontMatter} = useDoc();
  return (
    <>
      <Sources items={(frontMatter as {sources?: Source[]}).sources} />
      <Footer {...props} />
    </>
  );
}
