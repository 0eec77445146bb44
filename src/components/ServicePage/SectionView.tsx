import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SectionHeader from '@site/src/components/SectionHeader';
import FeatureGrid from '@site/src/components/FeatureGrid';
import ProcessSteps from '@site/src/components/ProcessSteps';
import CheckList from '@site/src/components/CheckList';
import StatRow from '@site/src/components/StatRow';
import CallButton from '@site/src/components/CallButton';
import Icon, {type IconName} from '@site/src/components/Icon';
import type {
  BrandsSection,
  ComparisonSection,
  ComparisonSide,
  ServiceSection,
  TableSection,
  CallPromptSection,
} from '@site/src/data/serviceDetails/types';
import styles from './SectionView.module.css';

type Tone = 'sand' | 'white' | 'cream';

const toneClass: Record<Tone, string | undefined> = {
  sand: undefined,
  white: 'section--white',
  cream: 'section--cream',
};

const moodIcon: Record<ComparisonSide['mood'], IconName> = {
  positive: 'checkCircle',
  caution: 'alert',
  neutral: 'arrowRight',
};

function Comparison({section}: {section: ComparisonSection}): React.JSX.Element {
  return (
    <div className={styles.comparison}>
      {section.sides.map((side) => (
        <div key={side.title} className={clsx(styles.side, styles[`side_${side.mood}`])}>
          <Heading as="h3" className={styles.sideTitle}>
            {side.title}
          </Heading>
          {side.summary && <p className={styles.sideSummary}>{side.summary}</p>}
          <ul className={styles.sideList}>
            {side.points.map((point) => (
              <li key={point}>
                <Icon name={moodIcon[side.mood]} size={18} className={styles.sideIcon} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Table({section}: {section: TableSection}): React.JSX.Element {
  const captionId = `${section.id}-caption`;
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {section.caption}
        </caption>
        <thead>
          <tr>
            {section.columns.map((col) => (
              <th key={col} scope="col">
                {col}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={`${row.label}-${i}`}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Brands({section}: {section: BrandsSection}): React.JSX.Element {
  return (
    <ul className={styles.brands}>
      {section.brands.map((brand) => (
        <li key={brand.name} className={styles.brand}>
          <Heading as="h3" className={styles.brandName}>
            {brand.name}
          </Heading>
          <p className={styles.brandSummary}>{brand.summary}</p>
          <CheckList items={brand.features} className={styles.brandFeatures} />
          <p className={styles.warranty}>
            <Icon name="shield" size={18} className={styles.warrantyIcon} />
            <span>
              <strong>Warranty: </strong>
              {brand.warranty}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function CallPrompt({section}: {section: CallPromptSection}): React.JSX.Element {
  const titleId = `${section.id}-title`;
  return (
    <div className={styles.prompt}>
      <span className={styles.promptIcon}>
        <Icon name="alert" size={28} />
      </span>
      <div className={styles.promptCopy}>
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <Heading as="h2" id={titleId} className={styles.promptTitle}>
          {section.title}
        </Heading>
        {section.intro && <p>{section.intro}</p>}
        {section.body?.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div className={styles.promptAction}>
        <CallButton label={section.callLabel} variant="primary" size="lg" />
      </div>
    </div>
  );
}

function Content({section}: {section: ServiceSection}): React.JSX.Element | null {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid items={section.items} columns={section.columns ?? 3} />;
    case 'steps':
      return <ProcessSteps steps={section.steps} />;
    case 'checklist':
      return (
        <div className={clsx(styles.checklist, section.columns === 3 && styles.checklistWide)}>
          <CheckList items={section.items} columns={section.columns ?? 1} />
        </div>
      );
    case 'comparison':
      return <Comparison section={section} />;
    case 'table':
      return <Table section={section} />;
    case 'brands':
      return <Brands section={section} />;
    case 'stats':
      return <StatRow items={section.items} />;
    case 'callPrompt':
      return null;
  }
}

/** One content section of a service page, rendered with the shared components. */
export default function SectionView({section, tone}: {section: ServiceSection; tone: Tone}): React.JSX.Element {
  const titleId = `${section.id}-title`;
  if (section.kind === 'callPrompt') {
    return (
      <section id={section.id} className={clsx('section', toneClass[tone])} aria-labelledby={titleId}>
        <div className="container">
          <CallPrompt section={section} />
        </div>
      </section>
    );
  }
  return (
    <section id={section.id} className={clsx('section', toneClass[tone])} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} title={section.title} intro={section.intro} id={titleId} />
        {section.body && (
          <div className={styles.body}>
            {section.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        )}
        <Content section={section} />
        {section.note && <p className={styles.note}>{section.note}</p>}
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
      </div>
    </section>
  );
}
