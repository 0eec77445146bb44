import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import ProcessSteps from '@site/src/components/ProcessSteps';
import CheckList from '@site/src/components/CheckList';
import StatRow from '@site/src/components/StatRow';
import Panel from '@site/src/components/Panel';
import CallButton from '@site/src/components/CallButton';
import EstimateButton from '@site/src/components/EstimateButton';
import Icon from '@site/src/components/Icon';
import type {DetailSection} from '@site/src/data/types';
import {Brands, Comparison, DataTable} from './blocks';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';
import {priceNoteText} from '@site/src/lib/priceText';

type Tone = 'sand' | 'white';

/** Short lists of short items read better in two columns on wide screens. */
const listColumns = (items: readonly string[]): 1 | 2 =>
  items.length >= 4 && items.every((item) => item.length <= 70) ? 2 : 1;

function Content({section}: {section: DetailSection}): React.JSX.Element | null {
  switch (section.kind) {
    case 'text':
      return section.items ? (
        <CheckList items={section.items} columns={listColumns(section.items)} className={styles.list} />
      ) : null;
    case 'features':
      return <FeatureGrid items={section.items} columns={section.columns ?? 3} />;
    case 'steps':
      return <ProcessSteps steps={section.steps} />;
    case 'checklist':
      return <CheckList items={section.items} columns={section.columns ?? 1} className={styles.list} />;
    case 'comparison':
      return <Comparison sides={section.sides} />;
    case 'table':
      return <DataTable section={section} />;
    case 'brands':
      return <Brands brands={section.brands} />;
    case 'stats':
      return <StatRow items={section.items} />;
    case 'callPrompt':
    case 'callout':
      return null;
  }
}

/** One section of a detail page: a band with its heading, prose, content, small print and links. */
export default function SectionView({
  section,
  tone,
  joined,
}: {
  section: DetailSection;
  tone: Tone;
  joined: boolean;
}): React.JSX.Element {
  if (section.kind === 'callPrompt' || section.kind === 'callout') {
    const urgent = section.kind === 'callPrompt';
    return (
      <Section id={section.id} tone={tone}>
        <Panel
          id={`${section.id}-title`}
          icon={urgent ? 'alert' : 'hammer'}
          eyebrow={section.eyebrow}
          title={section.title}
          actions={
            urgent ? (
              <CallButton label={section.callLabel} variant="primary" size="lg" />
            ) : (
              <>
                <EstimateButton>Get Free Estimate</EstimateButton>
                <Link to="/resources/calculator">Try the deck cost calculator</Link>
              </>
            )
          }>
          {section.intro && <p>{section.intro}</p>}
          {section.body?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {urgent && <p>Office hours: {hoursText()}.</p>}
        </Panel>
      </Section>
    );
  }
  return (
    <Section
      id={section.id}
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
      tone={tone}
      width={section.kind === 'text' ? 'reading' : 'content'}
      joined={joined}>
      {section.body && (
        <div className={section.kind === 'text' ? styles.prose : styles.body}>
          {section.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      <Content section={section} />
      {(section.priceNote || section.note) && (
        <p className={styles.note}>{[section.priceNote && priceNoteText(), section.note].filter(Boolean).join(' ')}</p>
      )}
      {section.links && section.links.length > 0 && (
        <ul className={styles.links}>
          {section.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {link.label}
                <Icon name="arrowRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
