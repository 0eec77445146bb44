import {createContext, useContext} from 'react';
import type {RelatedPost} from '@site/src/data/types';

/** The open post's related posts: its page's own route module (plugins/related-posts). */
export const RelatedPostsContext = createContext<readonly RelatedPost[] | undefined>(undefined);

export const useRelatedPosts = (): readonly RelatedPost[] | undefined => useContext(RelatedPostsContext);
