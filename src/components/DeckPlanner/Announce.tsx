import React, {useEffect, useState} from 'react';

/** How long the keys rest before the new plan is read aloud: a screen reader hears the plan, not every keystroke. */
const announceAfterMs = 700;

/**
 * What a screen reader hears once the keys rest. Its own component: the timer's update renders this line alone,
 * not the planner around it.
 */
export default function Announce({words}: {words: string}) {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    // Emptied at once (which says nothing), so the region never holds the last plan's words or price meanwhile.
    setAnnounced('');
    const timer = window.setTimeout(() => setAnnounced(words), announceAfterMs);
    return () => window.clearTimeout(timer);
  }, [words]);
  return (
    <p className="sr-only" aria-live="polite">
      {announced}
    </p>
  );
}
