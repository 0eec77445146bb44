import React from 'react';
import Link from '@docusaurus/Link';
import Page from '@site/src/components/Page';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import ProcessSteps from '@site/src/components/ProcessSteps';
import CtaBanner from '@site/src/components/CtaBanner';
import EstimateButton from '@site/src/components/EstimateButton';
import InfoNote from '@site/src/components/InfoNote';
import {deckFundingSlugs, loanProgramBySlug, loanProgramHref, loanPrograms} from '@site/src/data/loanPrograms';
import {listInWords, numberInWords} from '@site/src/lib/format';
import {itemList} from '@site/src/lib/structuredData';
import ProgramGrid from './_components/ProgramGrid';
import styles from './styles.module.css';

const purchase = loanPrograms.filter((p) => p.category === 'purchase');
const refinance = loanPrograms.filter((p) => p.category === 'refinance');

/**
 * How this page speaks of each program that commonly pays for a deck (deckFundingSlugs): its name in a
 * sentence, its search phrase, and why it fits. Typed by the list, so a program added there needs its words here.
 */
const deckWords: Record<(typeof deckFundingSlugs)[number], {name: string; keyword: string; text: string}> = {
  'cash-out': {
    name: 'cash-out refinance',
    keyword: 'cash-out refinance deck',
    text: 'Refinance for more than you owe and take the difference as cash at closing. It suits owners with plenty of equity, especially when today\u2019s rates are close to the rate they already have.',
  },
  heloc: {
    name: 'HELOC',
    keyword: 'HELOC for a deck',
    text: 'Keep your current mortgage and open a line of credit against your equity. Draw for each payment as the build moves along and pay interest only on what you use.',
  },
  'fha-203k': {
    name: 'FHA 203(k)',
    keyword: 'FHA 203k deck',
    text: 'Buying a home whose deck is failing, or that has none? One FHA loan can cover the house and the deck work, with the renovation money paid out as the work is done.',
  },
};
/** The deck programs the list still offers, in deckFundingSlugs' order, with their words. */
const deck = deckFundingSlugs.flatMap((slug) => {
  const program = loanProgramBySlug(slug);
  return program ? [{...deckWords[slug], program}] : [];
});
const deckPrograms = deck.map((d) => d.program);
const deckTexts = Object.fromEntries(deck.map((d) => [d.program.slug, d.text]));
/** Purchase loans that also pay for a deck: renovation loans, which cover the house and its repairs together. */
const renovationLoans = deck.filter((d) => d.program.category === 'purchase');

/** "eight ways", "one way": a count in words with its noun. */
const count = (n: number, noun: string, nouns = `${noun}s`) => `${numberInWords(n)} ${n === 1 ? noun : nouns}`;
const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const one = deck.length === 1;

const steps = [
  {
    title: 'Get a written estimate',
    text: 'We measure, design and price your deck, stairs, railings and permits included, so you know the figure you need before you talk to a lender.',
  },
  {
    title: 'Compare your options',
    text: 'Take that number to a lender or two. Compare rate, fees, monthly payment and total cost for each option, and ask what happens if rates change.',
  },
  {
    title: 'Schedule the build',
    text: 'With the money in place, we settle the design, handle the permits and set a start date with you.',
  },
];

export default function LoanPrograms(): React.JSX.Element {
  return (
    <Page
      title="Loan Programs: Ways to Pay for a Deck or a Home"
      description={`How homeowners pay for a new deck or a home: ${listInWords([
        ...deck.map((d) => d.name),
        count(loanPrograms.length, 'common loan program'),
      ])}, explained plainly.`}
      keywords={[
        'deck financing',
        'how to pay for a deck',
        ...deck.map((d) => d.keyword),
        'mortgage loan programs Tennessee',
      ]}
      schema={{
        type: 'CollectionPage',
        mainEntity: (siteUrl) =>
          itemList(loanPrograms.map((p) => ({name: p.title, url: `${siteUrl}${loanProgramHref(p.slug)}`}))),
      }}>
      <Hero
        eyebrow="Financing"
        title="Ways homeowners pay for a deck or a home"
        image={{
          src: '/img/financing/new-deck-mid-build-knoxville-home.svg',
          alt: 'Illustration of a new deck being built behind a house, half covered in fresh boards and half open framing, with mountains beyond',
        }}
        lead={
          <p>
            Most decks are paid for with savings or with the equity in the home they are built on. Here are the loan
            programs East Tennessee homeowners use most, explained plainly:{' '}
            {one ? 'the one that commonly funds' : `the ${numberInWords(deck.length)} that commonly fund`} a deck, and
            the mortgages that buy the house behind it.
          </p>
        }
        estimateLabel="Ask About Financing"
        dialog="financing"
      />

      <div className="container">
        <InfoNote />
      </div>

      <Section
        id="paying-for-a-deck"
        eyebrow="Deck projects"
        title="How homeowners pay for a deck"
        intro={
          one
            ? 'If savings will not cover the whole project, this option comes up most often, and a lender can tell you what it would cost you.'
            : `If savings will not cover the whole project, these ${numberInWords(deck.length)} options come up most often. Each fits a different situation, and a lender can tell you which one costs you less.`
        }>
        <ProgramGrid programs={deckPrograms} texts={deckTexts} columns={3} featured label="Ways to pay for a deck" />
        <p className={styles.guideLink}>
          A deck alone, with no home purchase or refinance? Two loans made for a project that size leave your mortgage
          as it is: an FHA Title I property improvement loan and an unsecured home-improvement loan.{' '}
          <Link to="/resources/paying-for-a-deck">Our guide to paying for a deck</Link> compares them with{' '}
          {one ? 'this one' : `these ${numberInWords(deck.length)}`}.
        </p>
        <div className={styles.steps}>
          <SectionHeader
            as="h3"
            title="Start with a number"
            intro="A lender will ask what the project costs. A free written estimate answers that before you apply."
          />
          <ProcessSteps steps={steps} as="h4" />
        </div>
      </Section>

      <Section
        id="purchase-loans"
        tone="white"
        eyebrow="Buying a home"
        title="Purchase loans"
        align="start"
        intro={`${sentenceStart(count(purchase.length, 'way'))} to finance a home purchase${
          renovationLoans.length === 0
            ? ''
            : `, from the most common mortgages to ${renovationLoans.length === 1 ? 'a renovation loan that covers' : 'renovation loans that cover'} the house and its repairs together`
        }.`}>
        <ProgramGrid programs={purchase} columns={4} />
      </Section>

      <Section
        id="refinance-and-home-equity"
        tone="cream"
        eyebrow="Already own your home"
        title="Refinance and home equity"
        align="start"
        intro="Ways to change the mortgage you have or borrow against the equity you have built, the usual route to paying for a deck.">
        <ProgramGrid programs={refinance} columns={4} />
      </Section>

      <div className={styles.smallPrint}>
        <div className="container">
          <InfoNote variant="small" />
        </div>
      </div>

      <CtaBanner
        title="Know the number before you borrow"
        text="A free written estimate tells you what your deck will cost. When you are ready to talk about paying for it, ask us: we are a deck builder, not a lender, so we'll answer your questions and connect you with lenders.">
        <EstimateButton size="lg">Get Free Estimate</EstimateButton>
        <EstimateButton size="lg" dialog="financing" variant="on-dark">
          Ask About Financing
        </EstimateButton>
      </CtaBanner>
    </Page>
  );
}
