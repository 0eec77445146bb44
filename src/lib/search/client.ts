// The search box's one door to the index: fetched on the first focus of the box, kept for the visit.
import {createSearch, type Search} from './query';
import {searchIndexPath, type SearchIndexFile} from './schema';

async function get(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

let loading: Promise<Search> | null = null;

/** The site's search, loading its index once; a failed load is retried on the next call. */
export function loadSearch(baseUrl = '/'): Promise<Search> {
  const at = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;
  loading ??= get(at(searchIndexPath))
    .then((r) => r.json() as Promise<SearchIndexFile>)
    .then((index) =>
      createSearch(index, {
        shard: (path) => get(at(path)).then((r) => r.text()),
        texts: (path) => get(at(path)).then((r) => r.json() as Promise<string[]>),
      }),
    )
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
