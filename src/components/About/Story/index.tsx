import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import Card from '@site/src/components/Card';
import {business} from '@site/src/data/business';
import type {AboutCopy} from '@site/src/data/pageSchema';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';
import {useCityPage} from '@site/src/lib/cityPages';

/** Who we are: a local deck builder, told plainly; beside it, the cities served and the hours. */
export default function AboutStory({copy}: {copy: AboutCopy['story']}): React.JSX.Element {
  const cityPage = useCityPage();
  return (
    <Section id="about-story">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <p className="eyebrow">{copy.eyebrow}</p>
          <Heading as="h2" id="about-story-title">
            {copy.title}
          </Heading>
          <p className="lead">{copy.lead}</p>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className={styles.more}>
            {copy.links.map((link, i) => (
              <React.Fragment key={link.to}>
                {i > 0 && <span aria-hidden="true"> · </span>}
                <Link to={link.to}>{link.label}</Link>
              </React.Fragment>
            ))}
          </p>
        </div>
        <Card
          as="aside"
          title={copy.areasTitle}
          titleId="about-areas-title"
          size="lg"
          accent="evergreen"
          className={styles.card}>
          <p className={styles.cardText}>{copy.areasIntro}</p>
          <ul className={styles.cities}>
            {business.cities.map((city) => {
              const page = cityPage(city.slug);
              return (
                <li key={city.slug}>
                  <Icon name="pin" size={16} />
                  {page ? <Link to={page}>{city.name}</Link> : city.name}
                </li>
              );
            })}
          </ul>
          <p className={styles.cardMeta}>
            <Icon name="clock" size={16} />
            {hoursText()}
          </p>
        </Card>
      </div>
    </Section>
  );
}
