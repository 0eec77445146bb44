import {scaffoldText} from '../../plugins/new-post/scaffold';

/** What a writer writes into the new-post template (npm run new:post). */
export interface WrittenPost {
  readonly description: string;
  readonly imageAlt: string;
  /** The opening sentences, above the truncate line. */
  readonly intro: string;
  readonly body: string;
}

/** The new-post template filled in as a writer fills it: each template sentence replaced, and published (no draft). */
export function fillPost(template: string, post: WrittenPost): string {
  return template
    .replace('draft: true\n', '')
    .replace(JSON.stringify(scaffoldText.description), JSON.stringify(post.description))
    .replace(JSON.stringify(scaffoldText.image_alt), JSON.stringify(post.imageAlt))
    .replace(/^Open with[^\n]*$/m, post.intro)
    .replace(/^Write the article here[^\n]*$/m, post.body);
}
