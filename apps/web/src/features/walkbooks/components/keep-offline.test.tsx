import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useKeepAreaOffline } from '../../../components/map/keep-area-offline';
import { CAMPAIGN_ID } from '../../../test/fake-server';
import { walkbook } from './canvass-fixtures';
import { KeepOfflineSwitch } from './keep-offline';

vi.mock('../../../components/map/keep-area-offline', () => ({ useKeepAreaOffline: vi.fn() }));

/** Whether the last render asked for the area's tiles, and for which area. */
const lastAsked = () => vi.mocked(useKeepAreaOffline).mock.calls.at(-1);

describe('Keep offline', { timeout: 20_000 }, () => {
  it("keeps the basemap around the walkbook's doors while on, after the first door is up; not once off", async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <KeepOfflineSwitch campaignId={CAMPAIGN_ID} walkbook={walkbook} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    // jsdom counts the description, inside the label, in the name.
    const toggle = await screen.findByRole('switch', { name: /^Keep offline/ }, { timeout: 5_000 });
    expect(toggle).toBeChecked();
    // The two doors' extent, [west, south, east, north].
    await waitFor(() => expect(lastAsked()).toEqual([[-78.64, 35.78, -78.64, 35.781], true]), {
      timeout: 5_000,
    });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(lastAsked()?.[1]).toBe(false);
  });
});
