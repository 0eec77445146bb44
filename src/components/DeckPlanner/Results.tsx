import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CallButton from '@site/src/components/CallButton';
import EstimateButton from '@site/src/components/EstimateButton';
import Icon from '@site/src/components/Icon';
import EstimateBreakdown from '@site/src/components/DeckCalculator/EstimateBreakdown';
import {copyText} from '@site/src/lib/clipboard';
import {formatUsd, toQuery} from '@site/src/lib/deckEstimate';
import {afterPaint} from '@site/src/lib/afterPaint';
import {describePlan, describeSection, planQuery} from '@site/src/lib/deckPlan';
import {currentPage, trackLead} from '@site/src/lib/leadEvents';
import PlanDrawing from './PlanDrawing';
import PlanSection from './PlanSection';
import Announce from './Announce';
import Cite from './Cite';
import type {Details} from './DetailCards';
import type {Shown} from './usePlanForm';
// The 3D view: the button, the view it loads, the still picture sent with the plan.
import Deck3D, {planPicture} from './Deck3D';
import styles from './styles.module.css';

/**
 * The plan beside the form: the drawings and their words, the price and what to do with the plan; or why there is
 * none. Memoized on the deferred plan, so a key or a tap renders the form alone and this follows in React's
 * deferred render (npm run bench:planner).
 */
export default React.memo(function Results({
  id,
  shown: {form, plan, input, last},
  loadDetails,
}: {
  id: string;
  shown: Shown;
  loadDetails: (now?: boolean) => Promise<Details | null>;
}): React.JSX.Element {
  const [copied, setCopied] = useState<boolean | null>(null);
  const captionId = `${id}-caption`;
  const sectionId = `${id}-section`;
  const shown = plan.kind === 'engineer' ? null : last;
  const summary = shown ? describePlan(shown.plan, shown.input) : '';
  const total = shown ? formatUsd(shown.plan.estimate.total) : '';

  // What a screen reader hears once the keys rest: the plan in words and its price, or what is missing.
  const words =
    plan.kind === 'plan'
      ? `${describePlan(plan, input)}. Estimate ${formatUsd(plan.estimate.total)}.`
      : describePlan(plan, input);
  useEffect(() => setCopied(null), [words]);

  const planUrl = () => `${window.location.origin}${window.location.pathname}${planQuery(form)}`;

  return (
    <div className={styles.results}>
      <Announce words={words} />
      {plan.kind === 'engineer' ? (
        <section className={styles.engineer} aria-labelledby={`${id}-engineer`}>
          <p className="eyebrow">Beyond the span tables</p>
          <Heading as="h2" id={`${id}-engineer`} className={styles.engineerTitle}>
            This deck needs an engineer&rsquo;s design
          </Heading>
          <p>
            The prescriptive tables a planner can read stop short of this deck, so we give no sizes and no price for it
            here. We build decks like it with an engineer&rsquo;s drawings: call us and we will plan it with you.
          </p>
          <ul className={styles.reasons}>
            {plan.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <Cite cite={plan.cite} />
          <div className={styles.engineerActions}>
            <CallButton variant="primary" size="lg" />
            <EstimateButton size="lg">Talk it through with us</EstimateButton>
          </div>
        </section>
      ) : shown ? (
        <>
          {plan.kind === 'invalid' && (
            <p className={styles.stale} role="note">
              <Icon name="alert" size={18} /> The plan below is for the last sizes that read. Fix the box the form
              marks, and it follows.
            </p>
          )}
          <figure className={styles.figure}>
            <PlanDrawing plan={shown.plan} captionId={captionId} className={styles.topView} />
            <figcaption id={captionId} className={styles.caption}>
              Top view, to scale: {summary}.
            </figcaption>
            <PlanSection plan={shown.plan} captionId={sectionId} className={styles.sideView} />
            <p id={sectionId} className={styles.caption}>
              {describeSection(shown.plan)}.
            </p>
            <ul className={styles.legend} aria-label="Key to the drawing">
              <li>
                <span className={clsx(styles.key, styles.keyRailing)} /> Railing
              </li>
              <li>
                <span className={clsx(styles.key, styles.keyBeam)} />{' '}
                {shown.plan.levels[0].framing.beams.flush
                  ? 'Flush beam (joists hung from its side)'
                  : 'Dropped beam (joists on top)'}
              </li>
              <li>
                <span className={clsx(styles.key, styles.keyPost)} />{' '}
                {shown.plan.levels[0].framing.posts.onFootings ? 'Post base on its footing' : 'Post on its footing'}
              </li>
              <li>
                <span className={clsx(styles.key, styles.keyJoist)} /> Joists
              </li>
              {shown.plan.guardPosts.deck + shown.plan.guardPosts.stairs > 0 && (
                <li>
                  <span className={clsx(styles.key, styles.keyGuardPost)} /> Guard or rail post
                </li>
              )}
              {shown.plan.drawing.levels.some((l) => l.braces.length > 0) && (
                <li>
                  <span className={clsx(styles.key, styles.keyBrace)} /> Knee brace
                </li>
              )}
            </ul>
            <Deck3D plan={shown.plan} summary={summary} />
          </figure>

          <section className={styles.estimate} aria-labelledby={`${id}-estimate-title`}>
            <Heading as="h2" id={`${id}-estimate-title`} className={styles.estimateTitle}>
              Estimated price
            </Heading>
            <p className={styles.total} data-testid="plan-total">
              {total}
            </p>
            <p className={styles.basis}>{shown.plan.estimate.basis}</p>
            <EstimateBreakdown inputs={shown.plan.estimate.inputs} estimate={shown.plan.estimate} />
            <p className={styles.disclaimer}>
              A planning estimate, not a construction drawing or a quote: the permit drawings and the inspector decide
              the framing, and a free on-site visit gives you an exact price.
            </p>
            {/* Near the buttons, the takeoff and order list are fetched too: they print with the plan. */}
            <div
              className={styles.actions}
              onPointerEnter={() => void loadDetails()}
              onFocus={() => void loadDetails()}>
              <EstimateButton
                size="lg"
                attach={(source) => {
                  trackLead('plan_sent', {page: currentPage(), source});
                  const {plan} = shown;
                  const [text, url] = [`${summary}. Estimate ${total}.`, planUrl()];
                  // The order list goes with every request, shown or not: counted by the takeoff's chunk, which the
                  // hover or focus on these buttons has fetched. Without it (offline), the words and the link go.
                  return loadDetails().then((details) => ({
                    title: 'Your deck plan',
                    text,
                    url,
                    ...(details && {detail: {title: 'What to order', lines: details.orderText(plan)}}),
                    picture: planPicture(plan, summary),
                  }));
                }}>
                Send this plan with my estimate request
              </EstimateButton>
              <button
                type="button"
                className="button button--on-dark"
                onClick={() => void copyText(planUrl()).then(setCopied)}>
                <span>Copy link to this plan</span>
              </button>
              <button
                type="button"
                className="button button--on-dark"
                onClick={() =>
                  void loadDetails(true)
                    .then(() => afterPaint())
                    .then(() => window.print())
                }>
                <span>Print the plan</span>
              </button>
              {/* A plain link: a Docusaurus Link would prefetch the calculator again on every keystroke. */}
              {/* eslint-disable-next-line @docusaurus/no-html-links -- see above */}
              <a
                className="button button--on-dark"
                href={`/resources/calculator${toQuery(shown.plan.estimate.inputs)}`}>
                Open in the calculator
              </a>
            </div>
            <p role="status" className={styles.copyStatus}>
              {copied === true && 'Link copied: it opens this plan.'}
              {copied === false && 'Your browser blocked copying: copy the address from the address bar.'}
            </p>
          </section>
        </>
      ) : (
        <p className={styles.empty}>
          {plan.kind === 'invalid' && !(plan.errors.length || plan.errors.depth || plan.errors.height)
            ? 'Fix what the form marks to see the plan and its price.'
            : 'Enter the deck’s length, depth and height to see its plan and price.'}
        </p>
      )}
    </div>
  );
});
