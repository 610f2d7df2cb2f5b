import { BarChart as MantineBarChart, type BarChartProps } from '@mantine/charts';
import { useEffect, useRef, useState } from 'react';

/** How long a tapped bar's tooltip stays after the finger lifts. */
export const TOUCH_TOOLTIP_MS = 2500;

/**
 * Mantine's BarChart with a tooltip that never sticks open (issue 33 item 7): Recharts shows it on hover and
 * on a tap but never hides it after a tap, so on a phone the last tapped bar's numbers stayed over the chart.
 * Here it shows while a mouse is over the chart, and after a tap until another tap elsewhere, a scroll, or
 * TOUCH_TOOLTIP_MS; it hides at once when the mouse leaves.
 */
export function BarChart({ tooltipProps, ...props }: BarChartProps) {
  const [isOpen, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const open = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  const close = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => {
    if (!isOpen) return;
    const elsewhere = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', elsewhere, true);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('pointerdown', elsewhere, true);
      window.removeEventListener('scroll', close, true);
    };
  }, [isOpen]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div
      ref={box}
      data-tooltip-open={isOpen}
      onPointerEnter={open}
      onPointerDown={open}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse' && !isOpen) open();
      }}
      // A finger's pointer leaves as it lifts: only a mouse's leaving closes at once.
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') close();
      }}
      onPointerUp={(event) => {
        if (event.pointerType === 'mouse') return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setOpen(false), TOUCH_TOOLTIP_MS);
      }}
      onPointerCancel={close}
    >
      <MantineBarChart {...props} tooltipProps={{ ...tooltipProps, ...(isOpen ? {} : { active: false }) }} />
    </div>
  );
}
