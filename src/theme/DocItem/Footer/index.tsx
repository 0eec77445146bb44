import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Sources from '@site/src/components/Sources';
import type {Source} from '@site/src/data/types';

/**
 * Replaces the docs footer (edit link, tags: this site has neither) with what
 * a guide or a city page owes its reader: the sources it leans on (front
 * matter `sources`) and when it was last checked (front matter `last_update`).
 */
export default function DocItemFooter(): React.JSX.Element | null {
  const {frontMatter, metadata} = useDoc();
  return (
    <Sources
      items={(frontMatter as {sources?: Source[]}).sources}
      lastUpdated={metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt) : undefined}
    />
  );
}
