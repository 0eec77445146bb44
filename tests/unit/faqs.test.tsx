import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqAccordion from '@site/src/components/FaqAccordion';
import {faqs} from '@site/src/data/faqs';
import {business} from '@site/src/data/business';
import {__notifyLocation} from '../mocks/router';

function trigger(question: string): HTMLElement {
  return screen.getByRole('button', {name: question});
}

function contentFor(question: string): HTMLElement {
  // Radix labels each answer region with its trigger's id.
  const {id} = trigger(question);
  const el = id ? document.querySelector<HTMLElement>(`[aria-labelledby="${id}"]`) : null;
  if (!el) throw new Error(`no content region for "${question}"`);
  return el;
}

describe('FAQ data', () => {
  it('has ten questions, each with a non-empty question and answer and a unique id', () => {
    expect(faqs).toHaveLength(10);
    for (const faq of faqs) {
      expect(faq.question.trim()).not.toBe('');
      expect(faq.answer.trim()).not.toBe('');
    }
    expect(new Set(faqs.map((f) => f.id)).size).toBe(10);
    expect(new Set(faqs.map((f) => f.question)).size).toBe(10);
  });

  it('names every service city and links financing to /loan-programs', () => {
    const area = faqs.find((f) => f.id === 'service-area');
    for (const c of business.cities) expect(area?.answer).toContain(c.name);
    const financing = faqs.find((f) => f.id === 'financing');
    expect(financing?.links?.map((l) => l.to)).toContain('/loan-programs');
  });
});

describe('FaqAccordion', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/faqs');
    __notifyLocation();
  });

  it('renders all ten questions closed, with every answer already in the DOM', () => {
    render(<FaqAccordion />);
    for (const faq of faqs) {
      const button = trigger(faq.question);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('data-state', 'closed');
      const content = contentFor(faq.question);
      expect(content).toHaveAttribute('data-state', 'closed');
      expect(content).toHaveTextContent(faq.answer);
    }
  });

  it('opens one question at a time and collapses the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const [first, second] = faqs;

    await user.click(trigger(first.question));
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(contentFor(first.question)).toHaveAttribute('data-state', 'open');

    await user.click(trigger(second.question));
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(trigger(first.question)).toHaveAttribute('data-state', 'closed');
    expect(screen.getAllByRole('button', {expanded: true})).toHaveLength(1);

    await user.click(trigger(second.question));
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'false');
    expect(trigger(second.question)).toHaveAttribute('data-state', 'closed');
    expect(screen.queryAllByRole('button', {expanded: true})).toHaveLength(0);
    // Collapsed answers stay in the DOM.
    expect(contentFor(second.question)).toHaveTextContent(second.answer);
  });

  it('shows the financing link to /loan-programs inside its answer', () => {
    render(<FaqAccordion />);
    const financing = faqs.find((f) => f.id === 'financing')!;
    const link = within(contentFor(financing.question)).getByRole('link', {name: /loan programs/i});
    expect(link).toHaveAttribute('href', '/loan-programs');
  });

  it('opens the question named in the URL hash', () => {
    window.history.replaceState(null, '', '/faqs#permits');
    __notifyLocation();
    render(<FaqAccordion />);
    const permits = faqs.find((f) => f.id === 'permits')!;
    expect(trigger(permits.question)).toHaveAttribute('aria-expanded', 'true');
  });
});
