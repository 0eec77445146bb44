/**
 * URL slug for a city or title: lowercase, spaces (and any run of
 * non-alphanumerics) become single hyphens, no leading/trailing hyphen.
 * "Oak Ridge" -> "oak-ridge", "Lenoir City" -> "lenoir-city".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
