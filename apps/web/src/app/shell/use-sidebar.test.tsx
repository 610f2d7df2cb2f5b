import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSidebar, viewportFor } from './use-sidebar';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

describe('sidebar state', () => {
  afterEach(() => {
    vi.useRealTimers();
    resizeTo(1024);
  });

  it('has the breakpoints of shell §9', () => {
    expect(viewportFor(375)).toBe('phone');
    expect(viewportFor(568)).toBe('phone');
    expect(viewportFor(569)).toBe('tablet');
    expect(viewportFor(991)).toBe('tablet');
    expect(viewportFor(992)).toBe('desktop');
  });

  it('starts mini at 991 px and expanded at 992 px', () => {
    resizeTo(991);
    expect(renderHook(() => useSidebar()).result.current.isMini).toBe(true);
    resizeTo(992);
    expect(renderHook(() => useSidebar()).result.current.isMini).toBe(false);
  });

  it('collapses when the window narrows below 992 px, after the 100 ms debounce', () => {
    vi.useFakeTimers();
    resizeTo(1280);
    const { result } = renderHook(() => useSidebar());
    expect(result.current.isMini).toBe(false);
    act(() => {
      resizeTo(900);
      vi.advanceTimersByTime(99);
    });
    expect(result.current.isMini).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.isMini).toBe(true);
  });

  it('expands on hover only when mini on desktop; the phone toggle opens a drawer instead', () => {
    resizeTo(1280);
    const desktop = renderHook(() => useSidebar());
    act(() => {
      desktop.result.current.setMini(true);
    });
    act(() => {
      desktop.result.current.setHovered(true);
    });
    expect(desktop.result.current).toMatchObject({ isMini: true, isHoverExpanded: true, showLabels: true });

    resizeTo(375);
    const phone = renderHook(() => useSidebar());
    expect(phone.result.current).toMatchObject({ viewport: 'phone', isDrawerOpen: false, isMini: false });
    act(() => {
      phone.result.current.toggle();
    });
    expect(phone.result.current).toMatchObject({ isDrawerOpen: true, showLabels: true });
  });
});
