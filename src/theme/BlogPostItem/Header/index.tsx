import React from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {firstScreenId} from '@site/src/lib/firstScreen';

type Props = WrapperProps<typeof HeaderType>;

// Wraps the classic header (title, date, read time, author) to add the
// post's category and hero image from front matter. The image ends the
// post's first screen: the first paint waits for it to be parsed.
export default function HeaderWrapper(props: Props): React.JSX.Element {
  const {metadata, frontMatter, isBlogPostPage} = useBlogPost();
  const fm = frontMatter as typeof frontMatter & {image_alt?: string};
  const category = metadata.tags[0];
  return (
    <>
      {isBlogPostPage && category && <p className={styles.category}>{category.label}</p>}
      <Header {...props} />
      {isBlogPostPage && fm.image && (
        <ResponsiveImage
          id={firstScreenId}
          className={styles.hero}
          src={fm.image}
          from={metadata.source}
          alt={fm.image_alt ?? ''}
          sizes="(min-width: 997px) 760px, 100vw"
          priority
        />
      )}
    </>
  );
}
