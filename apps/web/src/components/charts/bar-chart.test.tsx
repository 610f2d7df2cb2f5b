import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { BarChartProps } from '@mantine/charts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart, TOUCH_TOOLTIP_MS } from './bar-chart';

/** Recharts draws nothing in jsdom: the chart stands in, showing whether its tooltip is forced shut. */
vi.mock('@mantine/charts', () => ({
  BarChart: ({ tooltipProps }: BarChartProps) => (
    <div data-testid="chart" data-tooltip={tooltipProps?.active === false ? 'shut' : 'free'} />
  ),
}));

const tooltip = () => screen.getByTestId('chart').getAttribute('data-tooltip');
const pointer = (
  type: string,
  pointerType: 'mouse' | 'touch',
  target: Element = screen.getByTestId('chart'),
) => fireEvent(target, Object.assign(new Event(type, { bubbles: true }), { pointerType }));

describe('the charts’ tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <BarChart h={200} data={[{ day: 'Mon', Touches: 3 }]} dataKey="day" series={[{ name: 'Touches' }]} />
        <button type="button">Elsewhere</button>
      </MantineProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows while a mouse is over the chart and shuts as it leaves', () => {
    expect(tooltip()).toBe('shut');
    // React hears a pointer entering and leaving from `pointerover` and `pointerout`.
    pointer('pointerover', 'mouse');
    expect(tooltip()).toBe('free');
    pointer('pointerout', 'mouse');
    expect(tooltip()).toBe('shut');
  });

  it('shows after a tap and shuts on a tap elsewhere, a scroll, or after a while', () => {
    pointer('pointerdown', 'touch');
    pointer('pointerup', 'touch');
    pointer('pointerout', 'touch'); // a lifted finger leaves: the tooltip stays to be read
    expect(tooltip()).toBe('free');
    pointer('pointerdown', 'touch', screen.getByRole('button', { name: 'Elsewhere' }));
    expect(tooltip()).toBe('shut');

    pointer('pointerdown', 'touch');
    pointer('pointerup', 'touch');
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(tooltip()).toBe('shut');

    pointer('pointerdown', 'touch');
    pointer('pointerup', 'touch');
    act(() => {
      vi.advanceTimersByTime(TOUCH_TOOLTIP_MS - 100);
    });
    expect(tooltip()).toBe('free');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(tooltip()).toBe('shut');
  });
}); // prettier-ignore
