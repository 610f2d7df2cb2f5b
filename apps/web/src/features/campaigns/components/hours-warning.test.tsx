import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WIDE_HOURS_WARNING } from '@groundwork/shared/contracts/campaigns';
import { json, makeCampaign } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

describe('the campaign settings: hours wider than 8 am–9 pm', { timeout: 30_000 }, () => {
  it('warns under the field, not as an error, and still saves the window', async () => {
    const { server } = await renderApp({
      path: '/groundwork/campaign',
      setup: (fake) => {
        fake.on('PUT /api/campaign/', (call) => json(200, { ...makeCampaign(), ...(call.body as object) }));
      },
    });
    const until = await screen.findByLabelText('Calling hours until', {}, { timeout: 10_000 });
    expect(screen.queryByText(WIDE_HOURS_WARNING)).not.toBeInTheDocument();

    fireEvent.change(until, { target: { value: '21:30' } });
    // One warning, in the Calling hours field (its wrapper holds the label and the inputs).
    const warning = screen.getByText(WIDE_HOURS_WARNING);
    expect(warning.parentElement).toHaveTextContent('Calling hours');
    expect(warning.parentElement).not.toHaveTextContent('Texting hours');
    expect(within(warning.parentElement as HTMLElement).getByLabelText('Calling hours until')).toBe(until);
    expect(until).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(until, { target: { value: '21:00' } });
    expect(screen.queryByText(WIDE_HOURS_WARNING)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Texting hours from'), { target: { value: '07:00' } });
    expect(screen.getByText(WIDE_HOURS_WARNING)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/campaign/')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/campaign/')[0]?.body).toMatchObject({
      texting_hours: { start: '07:00', end: '21:00' },
    });
  });
});
