import { useCallback, useEffect, useState } from 'react';
import { NARROW_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS, SMALL_BREAKPOINT_PX } from '@groundwork/shared/constants';

/** Phones (568 px and below) get an overlay drawer; up to 991 px the sidebar is mini; then desktop. */
export type Viewport = 'phone' | 'tablet' | 'desktop';

export const viewportFor = (width: number): Viewport => {
  if (width <= SMALL_BREAKPOINT_PX) return 'phone';
  if (width <= NARROW_BREAKPOINT_PX) return 'tablet';
  return 'desktop';
};

export interface SidebarState {
  viewport: Viewport;
  /** Mini (55 px) rather than expanded (235 px); not used on phones. */
  isMini: boolean;
  /** The phone drawer is open. */
  isDrawerOpen: boolean;
  /** Mini, but expanded on mouse hover. */
  isHoverExpanded: boolean;
  /** Labels are visible (expanded, hover-expanded, or the phone drawer). */
  showLabels: boolean;
  /** The top-bar toggle: the drawer on phones, mini/expanded elsewhere. */
  toggle: () => void;
  /** The bottom toggle and the mini legal-links button. */
  setMini: (mini: boolean) => void;
  closeDrawer: () => void;
  setHovered: (hovered: boolean) => void;
}

const readWidth = (): number => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/**
 * Shell §2: 235 px expanded, 55 px mini; starts collapsed at 991 px and below; collapses
 * automatically when the window shrinks below 992 px; expands on hover when mini; resize handling
 * is debounced by 100 ms.
 */
export const useSidebar = (): SidebarState => {
  const [width, setWidth] = useState(readWidth);
  const [isMini, setIsMini] = useState(() => viewportFor(readWidth()) !== 'desktop');
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const viewport = viewportFor(width);
  const [previousViewport, setPreviousViewport] = useState<Viewport>(viewport);

  // Crossing a breakpoint: below 992 px the sidebar collapses to mini; back on desktop it expands.
  if (previousViewport !== viewport) {
    setPreviousViewport(viewport);
    if (viewport !== 'desktop') setIsMini(true);
    else setIsMini(false);
    if (viewport !== 'phone') setDrawerOpen(false);
    setHovered(false);
  }

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setWidth(window.innerWidth);
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const toggle = useCallback(() => {
    if (viewportFor(window.innerWidth) === 'phone') setDrawerOpen((open) => !open);
    else {
      setHovered(false);
      setIsMini((mini) => !mini);
    }
  }, []);

  const setMini = useCallback((mini: boolean) => {
    setHovered(false);
    setIsMini(mini);
  }, []);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
  }, []);

  const isPhone = viewport === 'phone';
  const isHoverExpanded = viewport === 'desktop' && isMini && isHovered;
  return {
    viewport,
    isMini: !isPhone && isMini,
    isDrawerOpen: isPhone && isDrawerOpen,
    isHoverExpanded,
    showLabels: isPhone || !isMini || isHoverExpanded,
    toggle,
    setMini,
    closeDrawer,
    setHovered,
  };
};
