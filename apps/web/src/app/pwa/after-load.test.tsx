import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterLoad, SETTLE_MS } from './after-load';

let readyState: DocumentReadyState = 'loading';

const renderAfterLoad = () =>
  render(
    <AfterLoad>
      <p>registered</p>
    </AfterLoad>,
  );

describe('AfterLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  });
  afterEach(() => {
    vi.useRealTimers();
    // Back to jsdom's own (the prototype's) readyState.
    Reflect.deleteProperty(document, 'readyState');
  });

  it("shows its children only a moment after the page's load event has fired", () => {
    readyState = 'interactive';
    renderAfterLoad();
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS * 2);
    });
    expect(screen.queryByText('registered')).not.toBeInTheDocument();
    readyState = 'complete';
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS - 1);
    });
    expect(screen.queryByText('registered')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('registered')).toBeInTheDocument();
  });

  it('shows them a moment later when the page has already loaded', () => {
    readyState = 'complete';
    renderAfterLoad();
    expect(screen.queryByText('registered')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS);
    });
    expect(screen.getByText('registered')).toBeInTheDocument();
  });
});
