import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Runs `callback` once the browser has nothing more urgent to do (at once where it cannot tell). */
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
};

/**
 * True once `ready` and the browser has been idle (decision 0029): what is not needed for the first door
 * (the map, the printable walk sheet) waits until it is on screen. A print asked for earlier renders it at once.
 */
export const useWhenIdle = (ready: boolean): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const show = () => flushSync(() => setIdle(true));
    window.addEventListener('beforeprint', show);
    const cancel = whenIdle(() => setIdle(true));
    return () => {
      cancel();
      window.removeEventListener('beforeprint', show);
    };
  }, [ready, idle]);
  return idle;
};
