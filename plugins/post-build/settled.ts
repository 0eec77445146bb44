import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * Docusaurus runs every plugin's postBuild at once. The sitemap and the
 * search index are written in theirs, and the last step of our pipeline
 * (compressing every text file) must see them final: plugins wrapped with
 * `settled` report when their postBuild is done, and the pipeline waits for
 * all of them before it compresses.
 */
const running = new Set<Promise<unknown>>();

/** A plugin's module as Node loads it: its default export and its option validators. */
interface LoadedModule {
  readonly default?: unknown;
  readonly validateOptions?: unknown;
  readonly validateThemeConfig?: unknown;
}

type PluginFunction = (context: LoadContext, options: unknown) => Plugin | null | Promise<Plugin | null>;

export function settled(module: LoadedModule): PluginModule<unknown> {
  if (typeof module.default !== 'function') throw new Error('settled(): the module has no default plugin function');
  const create = module.default as PluginFunction;
  const wrapped = async (context: LoadContext, options: unknown): Promise<Plugin | null> => {
    const plugin = await create(context, options);
    if (!plugin?.postBuild) return plugin;
    const postBuild = plugin.postBuild.bind(plugin);
    return {
      ...plugin,
      postBuild(props) {
        const done = Promise.resolve(postBuild(props));
        running.add(done);
        return done;
      },
    };
  };
  return Object.assign(wrapped, {
    validateOptions: module.validateOptions,
    validateThemeConfig: module.validateThemeConfig,
  }) as unknown as PluginModule<unknown>;
}

/** Resolves once every settled plugin's postBuild has finished (call it after an await, when all have started). */
export async function otherPostBuildsDone(): Promise<void> {
  await Promise.all(running);
}
