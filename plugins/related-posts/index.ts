/**
 * The blog plugin, with two or three related posts at the end of each post.
 * They are chosen from the content at build time (./choose) and given to the
 * post's page as a route module of its own, so only that page loads them: a
 * list or archive page that carries every post's metadata carries none of this.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as blogPlugin from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {relatedPosts} from './choose';

export default async function blogWithRelatedPosts(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blog = await blogPlugin.default(context, options);
  return {
    ...blog,
    async contentLoaded({content, actions}) {
      // Written first: Docusaurus adds routes synchronously.
      const modules = new Map<string, string>();
      await Promise.all(
        content.blogPosts.map(async (post) => {
          const {permalink} = post.metadata;
          const file = `related${permalink.replaceAll('/', '-')}.json`;
          modules.set(permalink, await actions.createData(file, JSON.stringify(relatedPosts(post, content.blogPosts))));
        }),
      );
      await blog.contentLoaded?.({
        content,
        actions: {
          ...actions,
          addRoute(route) {
            const related = route.modules?.content ? modules.get(route.path) : undefined;
            actions.addRoute(related ? {...route, modules: {...route.modules, related}} : route);
          },
        },
      });
    },
  };
}

export const {validateOptions} = blogPlugin;
