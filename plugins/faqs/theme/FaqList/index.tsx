import React, {createContext, useContext, type ReactNode} from 'react';
import FaqAccordion, {type FaqAccordionItem} from '@site/src/components/FaqAccordion';

const FaqItemsContext = createContext<readonly FaqAccordionItem[] | null>(null);

/** FaqPage provides the questions and their answers; FaqList shows them wherever the page's MDX puts it. */
export function FaqItemsProvider({
  items,
  children,
}: {
  items: readonly FaqAccordionItem[];
  children: ReactNode;
}): React.JSX.Element {
  return <FaqItemsContext.Provider value={items}>{children}</FaqItemsContext.Provider>;
}

export default function FaqList(): React.JSX.Element {
  const items = useContext(FaqItemsContext);
  if (!items) throw new Error('<FaqList /> belongs in faqs/page/index.mdx (the FAQ page), where the questions are.');
  return <FaqAccordion items={items} />;
}
