import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';

interface Props {
  title: string;
  description: string;
  keywords: string[];
  /** Open Graph image path under static/, e.g. /img/og/services.png. */
  image?: string;
  children: ReactNode;
}

/**
 * Every React page starts here: Docusaurus's Layout sets the title,
 * description and canonical link; this adds keywords and the OG image.
 */
export default function Page({title, description, keywords, image, children}: Props): React.JSX.Element {
  return (
    <Layout title={title} description={description}>
      <PageMetadata keywords={keywords} image={image} />
      <main>{children}</main>
    </Layout>
  );
}
