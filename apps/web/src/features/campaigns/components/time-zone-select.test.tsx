import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeCampaign } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

describe('the campaign’s time-zone picker', { timeout: 30_000 }, () => {
  it('shows zones in words, finds one by a city and sends its IANA name', async () => {
    const { server } = await renderApp({
      path: '/groundwork/campaign',
      setup: (fake) => {
        fake.on('PUT /api/campaign/', (call) => json(200, { ...makeCampaign(), ...(call.body as object) }));
        fake.on('GET /api/phone-banking/numbers/', () => json(200, []));
      },
    });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: /Time zone/ }, { timeout: 10_000 });
    expect((picker as HTMLInputElement).value).toMatch(/^Eastern — New York, Raleigh, .* \(UTC−[45]\)$/);
    await user.clear(picker);
    await user.type(picker, 'houston');
    const central = await screen.findByRole('option', { name: /^Central — Chicago, Houston/, hidden: true });
    expect(screen.queryByRole('option', { name: /^Eastern/, hidden: true })).not.toBeInTheDocument();
    await user.click(central);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/campaign/')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/campaign/')[0]?.body).toMatchObject({ time_zone: 'America/Chicago' });
  });
});
