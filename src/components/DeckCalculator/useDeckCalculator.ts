import type React from 'react';
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {copyText} from '@site/src/lib/clipboard';
import {
  defaultDeckOptions,
  estimateDeckCost,
  fromQuery,
  parseDeckSize,
  toQuery,
  type DeckEstimate,
  type DeckInputs,
  type Material,
} from '@site/src/lib/deckEstimate';
import {currentPage, leadSource, trackLead} from '@site/src/lib/leadEvents';

export interface Result {
  inputs: DeckInputs;
  estimate: DeckEstimate;
  /** Changes on every Calculate, so pressing it again re-announces the same total. */
  run: number;
}

export type CopyState = {status: 'idle'} | {status: 'copied'} | {status: 'manual'; url: string};

let runs = 0;
function calculate(inputs: DeckInputs): Result {
  runs += 1;
  return {inputs, estimate: estimateDeckCost(inputs), run: runs};
}

/**
 * The calculator's state and behavior: the inputs, a result that changes
 * only when Calculate is pressed, the shareable URL (restored on arrival,
 * written on Calculate) and copying it. Everything that touches window runs
 * in effects or handlers (the page is pre-rendered on the server).
 */
export function useDeckCalculator() {
  const [sizeText, setSizeText] = useState('');
  const [material, setMaterial] = useState<Material>(defaultDeckOptions.material);
  const [railings, setRailings] = useState(defaultDeckOptions.railings);
  const [stairs, setStairs] = useState(defaultDeckOptions.stairs);
  const [result, setResult] = useState<Result | null>(null);
  const [copyState, setCopyState] = useState<CopyState>({status: 'idle'});
  const panelRef = useRef<HTMLElement>(null);
  const scrollToResult = useRef(false);

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

  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const size = parseDeckSize(sizeText);
      // As the replaced site did: an invalid size (empty, zero, negative, unparseable, or above
      // MAX_DECK_SIZE) does nothing and shows nothing. Any earlier result stays.
      if (size === null) return;
      const inputs: DeckInputs = {size, material, railings, stairs};
      // A transition: the tap's frame (the button pressed) paints at once, and the result renders after it,
      // not inside the tap's task (at 4x CPU the result's render and layout took the tap to 280 ms).
      startTransition(() => {
        setResult(calculate(inputs));
        setCopyState({status: 'idle'});
      });
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

  return {
    inputs: {sizeText, material, railings, stairs},
    set: {sizeText: setSizeText, material: setMaterial, railings: setRailings, stairs: setStairs},
    result,
    copyState,
    panelRef,
    onSubmit,
    onCopy,
  };
}
