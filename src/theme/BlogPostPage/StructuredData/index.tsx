import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {fallbackSrc, imageKey, type ImageManifest} from '@site/src/lib/images';
import {blogPostingJsonLd} from '@site/src/lib/structuredData';
import {JsonLd} from '@site/src/components/StructuredData';

/**
 * Replaces Docusaurus's BlogPosting JSON-LD (it names the author as a Person
 * and gives the SVG hero as a relative image): the business is author and
 * publisher, the image is the post's photo or its social card, absolute,
 * and dateModified comes from front matter last_update (else the date).
 */
export default function BlogPostStructuredData(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {metadata, frontMatter} = useBlogPost();
  const photos = usePluginData('images') as ImageManifest;
  const photo = frontMatter.image ? photos[imageKey(frontMatter.image, metadata.source)] : undefined;
  const lastUpdate = (frontMatter as {last_update?: {date?: string}}).last_update?.date;
  const data = blogPostingJsonLd(siteConfig.url, {
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    date: new Date(metadata.date).toISOString().slice(0, 10),
    dateModified: lastUpdate ? new Date(lastUpdate).toISOString().slice(0, 10) : undefined,
    keywords: frontMatter.keywords,
    category: metadata.tags[0]?.label,
    image: photo?.base ? `${siteConfig.url}${fallbackSrc(photo)}` : undefined,
  });
  return <JsonLd data={data} />;
}
