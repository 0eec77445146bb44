import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqAccordion, {type FaqAccordionItem} from '@site/src/components/FaqAccordion';
import {__notifyLocation} from '../mocks/router';

const items: FaqAccordionItem[] = [
  {id: 'cost', question: 'How much does a deck cost?', answer: <p>It depends on the size.</p>},
  {
    id: 'permits',
    question: 'Do I need a permit?',
    answer: <p>Almost always.</p>,
    links: [{label: 'How we build to code', to: '/construction'}],
  },
  {id: 'timeline', question: 'How long does it take?', answer: <p>A few days to a few weeks.</p>},
];

const trigger = (question: string) => screen.getByRole('button', {name: question});
function contentFor(question: string): HTMLElement {
  // Each answer is a region labeled by its question's button.
  const el = document.querySelector<HTMLElement>(`[aria-labelledby="${trigger(question).id}"]`);
  if (!el) throw new Error(`no content region for "${question}"`);
  return el;
}

describe('FaqAccordion', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/faqs');
    __notifyLocation();
  });

  it('renders every question closed, with every answer already in the DOM', () => {
    render(<FaqAccordion items={items} />);
    for (const faq of items) {
      expect(trigger(faq.question)).toHaveAttribute('aria-expanded', 'false');
      expect(contentFor(faq.question)).toHaveAttribute('data-state', 'closed');
    }
    expect(contentFor(items[1].question)).toHaveTextContent('Almost always.');
  });

  it('opens one question at a time and collapses the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const [first, second] = items;
    await user.click(trigger(first.question));
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger(second.question));
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', {expanded: true})).toHaveLength(1);
    await user.click(trigger(second.question));
    expect(screen.queryAllByRole('button', {expanded: true})).toHaveLength(0);
    expect(contentFor(second.question)).toHaveTextContent('Almost always.');
  });

  it('moves between the questions with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const [first, second, third] = items.map((faq) => trigger(faq.question));
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(contentFor(items[0].question)).toHaveAttribute('role', 'region');
  });

  it('shows follow-up links under the answer', () => {
    render(<FaqAccordion items={items} />);
    expect(within(contentFor(items[1].question)).getByRole('link', {name: /build to code/})).toHaveAttribute(
      'href',
      '/construction',
    );
  });

  it('opens the question named in the URL hash', () => {
    window.history.replaceState(null, '', '/faqs#permits');
    __notifyLocation();
    render(<FaqAccordion items={items} />);
    expect(trigger(items[1].question)).toHaveAttribute('aria-expanded', 'true');
  });
});
