/**
 * The id of the element that ends a page's first screen (the hero): the page
 * template holds the first paint until it is parsed (build-time/first-paint.ts),
 * so the first paint is the page's largest.
 */
export const firstScreenId = 'hero';
