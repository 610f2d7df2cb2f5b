import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { UnknownPage } from './unknown-page';

describe('unknown page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 2.5 s, then shows the text', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <MemoryRouter>
          <UnknownPage homePath="/groundwork" />
        </MemoryRouter>
      </MantineProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(screen.queryByText(MESSAGES.unknownPage)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(MESSAGES.unknownPage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/groundwork');
  });
});
