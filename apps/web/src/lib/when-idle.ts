/** Runs `callback` once the browser has nothing more urgent to do (at once where it cannot tell). */
export const whenIdle = (callback: () => void, timeoutMs = 2_000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
};
