import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import {PageJsonLd, type PageJsonLdProps} from '@site/src/components/StructuredData';

interface Props {
  title: string;
  description: string;
  keywords: string[];
  /** Open Graph image path under static/, e.g. /img/og/services.png. */
  image?: string;
  /** The page's schema.org type and main entity for its JSON-LD (a plain WebPage by default). */
  schema?: Pick<PageJsonLdProps, 'type' | 'mainEntity'>;
  children: ReactNode;
}

/**
 * Every React page starts here: Docusaurus's Layout sets the title,
 * description and canonical link; this adds keywords, the OG image and the
 * page's JSON-LD.
 */
export default function Page({title, description, keywords, image, schema, children}: Props): React.JSX.Element {
  return (
    <Layout title={title} description={description}>
      <PageMetadata keywords={keywords} image={image} />
      <PageJsonLd
        type={schema?.type ?? 'WebPage'}
        title={title}
        description={description}
        mainEntity={schema?.mainEntity}
      />
      <main>{children}</main>
    </Layout>
  );
}
