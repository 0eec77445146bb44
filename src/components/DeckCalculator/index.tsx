import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import Icon from '@site/src/components/Icon';
import {
  MAX_DECK_SIZE,
  defaultDeckOptions,
  describeDeck,
  estimateDeckCost,
  formatSize,
  formatUsd,
  fromQuery,
  materialPrices,
  materials,
  parseDeckSize,
  pricing,
  toQuery,
  type DeckEstimate,
  type DeckInputs,
  type Material,
} from '@site/src/lib/deckEstimate';
import {currentPage, leadSource, trackLead} from '@site/src/lib/leadEvents';
import styles from './styles.module.css';

/** One line under each material card. Prices come from materialPrices. */
const materialNotes: Record<Material, string> = {
  'pressure-treated': 'Treated pine framing and boards. The lowest upfront cost; plan on regular cleaning and sealing.',
  cedar: 'Naturally rot-resistant with a warm color. Stain it to keep the tone, or let it weather to silver.',
  composite: 'Wood-fiber and plastic boards that need no staining and hold their color in the sun.',
  pvc: 'All-plastic boards that shrug off moisture and mildew. A good fit for shaded and lakeside decks.',
};

interface Result {
  inputs: DeckInputs;
  estimate: DeckEstimate;
  /** Changes on every Calculate, so pressing it again re-announces the same total. */
  run: number;
}

type CopyState = {status: 'idle'} | {status: 'copied'} | {status: 'manual'; url: string};

let runs = 0;
function calculate(inputs: DeckInputs): Result {
  runs += 1;
  return {inputs, estimate: estimateDeckCost(inputs), run: runs};
}

/** Copy text with the async clipboard API, falling back to execCommand; false if neither works. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or an insecure origin: try the older way below.
  }
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  try {
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  detail: string;
  note?: string;
  className?: string;
}

/**
 * A native radio button drawn as a card. The transparent input covers the
 * whole card, so any tap on it selects; arrow keys move within the group.
 */
function Choice({name, value, checked, onChange, label, detail, note, className}: ChoiceProps): React.JSX.Element {
  const id = useId();
  return (
    <div className={clsx(styles.choice, className)}>
      <input
        id={id}
        className={styles.choiceInput}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      <div className={styles.choiceCard}>
        <span className={styles.choiceMark} aria-hidden="true">
          <Icon name="check" size={14} />
        </span>
        <label htmlFor={id} className={styles.choiceLabel}>
          <span className={styles.choiceName}>{label}</span>
          <span className={styles.choiceDetail}>{detail}</span>
        </label>
        {note && (
          <span id={`${id}-note`} className={styles.choiceNote}>
            {note}
          </span>
        )}
      </div>
    </div>
  );
}

interface YesNoProps {
  legend: string;
  name: string;
  value: boolean;
  onChange: (value: boolean) => void;
  yesDetail: string;
  noDetail: string;
}

function YesNo({legend, name, value, onChange, yesDetail, noDetail}: YesNoProps): React.JSX.Element {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pair}>
        <Choice
          name={name}
          value="yes"
          checked={value}
          onChange={() => onChange(true)}
          label="Yes"
          detail={yesDetail}
        />
        <Choice name={name} value="no" checked={!value} onChange={() => onChange(false)} label="No" detail={noDetail} />
      </div>
    </fieldset>
  );
}

/**
 * The Deck Cost Calculator: the form, a result that changes only when
 * Calculate is pressed, an itemized breakdown, and a shareable link.
 * Everything that touches window runs in effects or handlers (the page is
 * pre-rendered on the server).
 */
export default function DeckCalculator(): React.JSX.Element {
  const id = useId();
  const [sizeText, setSizeText] = useState('');
  const [material, setMaterial] = useState<Material>(defaultDeckOptions.material);
  const [railings, setRailings] = useState(defaultDeckOptions.railings);
  const [stairs, setStairs] = useState(defaultDeckOptions.stairs);
  const [result, setResult] = useState<Result | null>(null);
  const [copyState, setCopyState] = useState<CopyState>({status: 'idle'});
  const panelRef = useRef<HTMLElement>(null);
  const scrollToResult = useRef(false);
  const manualRef = useRef<HTMLInputElement>(null);

  // A shared link (?size=300&material=composite&railings=yes&stairs=no)
  // restores the inputs, and shows the estimate when the size is valid.
  useEffect(() => {
    const search = window.location.search;
    if (!search) return;
    const query = fromQuery(search);
    setSizeText(query.size === null ? '' : String(query.size));
    setMaterial(query.material);
    setRailings(query.railings);
    setStairs(query.stairs);
    if (query.size !== null) {
      setResult(
        calculate({size: query.size, material: query.material, railings: query.railings, stairs: query.stairs}),
      );
    }
  }, []);

  // On phones the result sits below the form: bring it into view after
  // Calculate if it is off screen (never on page load, never moving focus).
  useEffect(() => {
    if (!scrollToResult.current || !result) return;
    scrollToResult.current = false;
    const panel = panelRef.current;
    if (!panel || typeof panel.scrollIntoView !== 'function') return;
    if (panel.getBoundingClientRect().top > window.innerHeight - 160) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({behavior: reduce ? 'auto' : 'smooth', block: 'start'});
    }
  }, [result]);

  // Copying failed: hand the visitor the link, focused and selected.
  useEffect(() => {
    if (copyState.status === 'manual') manualRef.current?.focus();
  }, [copyState]);

  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const size = parseDeckSize(sizeText);
      // Spec: an invalid size (empty, zero, negative, unparseable, or above
      // MAX_DECK_SIZE) does nothing and shows nothing. Any earlier result stays.
      if (size === null) return;
      const inputs: DeckInputs = {size, material, railings, stairs};
      setResult(calculate(inputs));
      setCopyState({status: 'idle'});
      scrollToResult.current = true;
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? event.currentTarget;
      trackLead('calculator_estimate', {page: currentPage(), source: leadSource(submitter)});
      const {pathname, hash} = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${toQuery(inputs)}${hash}`);
    },
    [sizeText, material, railings, stairs],
  );

  const onCopy = useCallback(async () => {
    if (!result) return;
    const url = `${window.location.origin}${window.location.pathname}${toQuery(result.inputs)}`;
    const copied = await copyText(url);
    setCopyState(copied ? {status: 'copied'} : {status: 'manual', url});
  }, [result]);

  const hintId = `${id}-size-hint`;
  const railingsNote = `Adds ${pricing.railingsPercent}% of the decking cost`;
  const stairsNote = `Adds a flat ${formatUsd(pricing.stairsFlat)}`;

  return (
    <div className={styles.calculator}>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-title`}>
          <Heading as="h2" id={`${id}-form-title`} className={styles.formTitle}>
            Tell us about your deck
          </Heading>

          <div className={styles.field}>
            <label htmlFor={`${id}-size`} className={styles.legend}>
              Deck size (square feet)
            </label>
            <div className={styles.sizeRow}>
              <input
                id={`${id}-size`}
                className={styles.sizeInput}
                type="number"
                inputMode="decimal"
                name="size"
                min={1}
                max={MAX_DECK_SIZE}
                step="any"
                placeholder="e.g., 300"
                autoComplete="off"
                value={sizeText}
                onChange={(event) => setSizeText(event.target.value)}
                aria-describedby={hintId}
              />
              <span className={styles.unit} aria-hidden="true">
                sq ft
              </span>
            </div>
            <p id={hintId} className={styles.hint}>
              Length times width: a 12 by 16 foot deck is 192 sq ft. Up to {formatSize(MAX_DECK_SIZE)}.
            </p>
          </div>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Decking material</legend>
            <div className={styles.materials}>
              {materials.map((key) => (
                <Choice
                  key={key}
                  name="material"
                  value={key}
                  checked={material === key}
                  onChange={() => setMaterial(key)}
                  label={materialPrices[key].label}
                  detail={`${formatUsd(materialPrices[key].pricePerSqFt)} per sq ft`}
                  note={materialNotes[key]}
                  className={styles.materialChoice}
                />
              ))}
            </div>
          </fieldset>

          <div className={styles.pairs}>
            <YesNo
              legend="Railings"
              name="railings"
              value={railings}
              onChange={setRailings}
              yesDetail={railingsNote}
              noDetail="For a low deck"
            />
            <YesNo
              legend="Stairs"
              name="stairs"
              value={stairs}
              onChange={setStairs}
              yesDetail={stairsNote}
              noDetail="For a deck at ground level"
            />
          </div>

          <button type="submit" className={clsx('button button--primary button--lg', styles.submit)}>
            <Icon name="calculator" size={20} className="button__icon" />
            <span>Calculate Estimate</span>
          </button>
        </form>

        <section ref={panelRef} className={styles.panel} aria-labelledby={`${id}-result-title`}>
          <Heading as="h2" id={`${id}-result-title`} className={styles.panelTitle}>
            Your estimate
          </Heading>

          {/* Announced to screen readers whenever a new result appears. */}
          <div aria-live="polite" aria-atomic="true" className={styles.live}>
            {result && (
              <div key={result.run}>
                <p className={styles.totalLabel}>Estimated total</p>
                <p className={styles.total} data-testid="deck-estimate-total">
                  {formatUsd(result.estimate.total)}
                </p>
                <p className={styles.summary}>For {describeDeck(result.inputs)}.</p>
              </div>
            )}
          </div>

          {result ? (
            <>
              <table className={styles.breakdown}>
                <caption className="sr-only">Estimate breakdown</caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Cost</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">
                      Materials
                      <span className={styles.rowNote}>
                        {formatSize(result.inputs.size)} of {materialPrices[result.inputs.material].label.toLowerCase()}{' '}
                        at {formatUsd(materialPrices[result.inputs.material].pricePerSqFt)}/sq ft
                      </span>
                    </th>
                    <td>{formatUsd(result.estimate.materials)}</td>
                  </tr>
                  <tr>
                    <th scope="row">
                      Railings
                      <span className={styles.rowNote}>
                        {result.inputs.railings ? `${pricing.railingsPercent}% of materials` : 'Not included'}
                      </span>
                    </th>
                    <td>{formatUsd(result.estimate.railings)}</td>
                  </tr>
                  <tr>
                    <th scope="row">
                      Stairs
                      <span className={styles.rowNote}>
                        {result.inputs.stairs ? 'One flat-rate stair' : 'Not included'}
                      </span>
                    </th>
                    <td>{formatUsd(result.estimate.stairs)}</td>
                  </tr>
                  <tr>
                    <th scope="row">
                      Installation
                      <span className={styles.rowNote}>Labor, fasteners and hardware</span>
                    </th>
                    <td>{formatUsd(result.estimate.installation)}</td>
                  </tr>
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td>{formatUsd(result.estimate.total)}</td>
                  </tr>
                </tfoot>
              </table>

              <p className={styles.disclaimer}>
                <Icon name="alert" size={18} className={styles.disclaimerIcon} />
                <span>
                  This is a rough estimate for planning, not a quote. Your price depends on your lot, the deck's height
                  and design, footings and permits; a free on-site visit gives you an exact number.
                </span>
              </p>

              <div className={styles.resultActions}>
                <EstimateButton size="lg" className={styles.wide}>
                  Get Accurate Quote
                </EstimateButton>
                <button
                  type="button"
                  className={clsx('button button--on-dark button--lg', styles.wide)}
                  onClick={onCopy}>
                  <span>Copy link to this estimate</span>
                </button>
              </div>
              <div role="status" className={styles.copyStatus}>
                {copyState.status === 'copied' && (
                  <>
                    <Icon name="checkCircle" size={18} /> Link copied
                  </>
                )}
                {copyState.status === 'manual' && (
                  <span>Your browser blocked copying. Select the link below and copy it.</span>
                )}
              </div>
              {copyState.status === 'manual' && (
                <input
                  className={styles.manualLink}
                  type="text"
                  readOnly
                  value={copyState.url}
                  aria-label="Link to this estimate"
                  onFocus={(event) => event.currentTarget.select()}
                  ref={manualRef}
                />
              )}
            </>
          ) : (
            <p className={styles.empty}>
              Enter your deck's size, choose a material and press <strong>Calculate Estimate</strong>. Your total and a
              line-by-line breakdown appear here, with a link you can share.
            </p>
          )}
        </section>
      </div>

      <div className={styles.help}>
        <div>
          <Heading as="h2" className={styles.helpTitle}>
            Want an exact price?
          </Heading>
          <p className={styles.helpText}>
            A designer measures your yard, checks the slope and soil, and prices the deck you actually want, at no cost
            to you.
          </p>
        </div>
        <div className={styles.helpActions}>
          <EstimateButton size="lg">Get Free Consultation</EstimateButton>
          <Link to="/gallery" className="button button--primary button--outline button--lg">
            <Icon name="image" size={18} className="button__icon" />
            <span>View Our Work</span>
          </Link>
        </div>
      </div>
    </div>
  );
}
