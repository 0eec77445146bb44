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
import {loanProgramHref, loanPrograms, type LoanSlug} from '@site/src/data/loanPrograms';
import {itemList} from '@site/src/lib/structuredData';
import ProgramGrid from './_components/ProgramGrid';
import styles from './styles.module.css';

const purchase = loanPrograms.filter((p) => p.category === 'purchase');
const refinance = loanPrograms.filter((p) => p.category === 'refinance');

/** The three programs homeowners most often use to pay for a deck, and why each fits. */
const deckOptions: Partial<Record<LoanSlug, string>> = {
  'cash-out':
    'Refinance for more than you owe and take the difference as cash at closing. It suits owners with plenty of equity, especially when today\u2019s rates are close to the rate they already have.',
  heloc:
    'Keep your current mortgage and open a line of credit against your equity. Draw for each payment as the build moves along and pay interest only on what you use.',
  'fha-203k':
    'Buying a home whose deck is failing, or that has none? One FHA loan can cover the house and the deck work, with the renovation money paid out as the work is done.',
};
const deckPrograms = loanPrograms.filter((p) => p.slug in deckOptions);

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
      description="How homeowners pay for a new deck or a home: cash-out refinance, HELOC, FHA 203(k) and twelve common loan programs, explained plainly."
      keywords={[
        'deck financing',
        'how to pay for a deck',
        'HELOC for a deck',
        'cash-out refinance deck',
        'FHA 203k deck',
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
            programs East Tennessee homeowners use most, explained plainly: the three that commonly fund a deck, and the
            mortgages that buy the house behind it.
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
        intro="If savings will not cover the whole project, these three options come up most often. Each fits a different situation, and a lender can tell you which one costs you less.">
        <ProgramGrid programs={deckPrograms} texts={deckOptions} columns={3} featured label="Ways to pay for a deck" />
        <p className={styles.guideLink}>
          A deck alone, with no home purchase or refinance? Two loans made for a project that size leave your mortgage
          as it is: an FHA Title I property improvement loan and an unsecured home-improvement loan.{' '}
          <Link to="/resources/paying-for-a-deck">Our guide to paying for a deck</Link> compares them with these three.
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
        intro="Eight ways to finance a home purchase, from the most common mortgages to a renovation loan that covers the house and its repairs together.">
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
