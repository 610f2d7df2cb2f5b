import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../../lib/when-idle';

/** How long the start screen is left to the canvasser's first tap before the extras start loading. */
export const FIRST_TAP_GRACE_MS = 1_500;

/**
 * True once `ready`, `graceMs` later and the browser idle (decision 0029): what is not needed for the first
 * door (the map, the printable walk sheet) waits until the door screen is up and a quick first tap has been
 * served. A smaller `graceMs` (the door is open) starts it sooner; a print asked for earlier renders at once.
 */
export const useWhenIdle = (ready: boolean, graceMs = 0): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const show = () => flushSync(() => setIdle(true));
    window.addEventListener('beforeprint', show);
    let cancelIdle: () => void = () => undefined;
    const grace = window.setTimeout(() => {
      cancelIdle = whenIdle(() => setIdle(true));
    }, graceMs);
    return () => {
      window.clearTimeout(grace);
      cancelIdle();
      window.removeEventListener('beforeprint', show);
    };
  }, [ready, graceMs, idle]);
  return idle;
};
