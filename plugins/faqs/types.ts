/** One question of the FAQ page, as the plugin passes it to the page (its answer is its MDX file). */
export interface FaqItem {
  /** The file name: the accordion value and the question's anchor (/faqs#permits). */
  id: string;
  question: string;
  order: number;
  /** Follow-up links shown under the answer (existing routes only: the build checks them). */
  links: {label: string; to: string}[];
  /** The answer as plain text, for the FAQPage JSON-LD. */
  text: string;
}
