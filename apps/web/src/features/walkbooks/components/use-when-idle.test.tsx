import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWhenIdle } from './use-when-idle';

describe('useWhenIdle', () => {
  it('waits for `ready`, then builds what a print needs at once when the canvasser prints first', () => {
    const { result, rerender } = renderHook(({ ready }) => useWhenIdle(ready, 60_000), {
      initialProps: { ready: false },
    });
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(result.current).toBe(true);
  });
});
