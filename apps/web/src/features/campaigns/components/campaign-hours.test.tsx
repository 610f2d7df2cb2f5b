import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeCampaign, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

describe(
  'the campaign settings: texting and calling hours, texting status and numbers',
  { timeout: 30_000 },
  () => {
    it('checks the hours, saves them through PUT /campaign/, and shows the numbers', async () => {
      const { server } = await renderApp({
      path: '/groundwork/campaign',
      setup: (fake) => {
        fake.on('PUT /api/campaign/', (call) => json(200, { ...makeCampaign(), ...(call.body as object) }));
        fake.on('GET /api/phone-banking/numbers/', () =>
          json(200, [{ id: '9b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', phone_number: '+19195550100', capabilities: { sms: true, voice: true }, purchased_by: USER_ID, purchased_at: '2026-11-25T02:00:00.000Z' }]),
        );
      },
    }); // prettier-ignore
      const from = await screen.findByLabelText('Texting hours from', {}, { timeout: 10_000 });
      expect(from).toHaveValue('08:00');
      expect(screen.getByLabelText('Calling hours from')).toHaveValue('09:00');
      expect(screen.getByText('Texting not enabled')).toBeInTheDocument();
      expect(await screen.findByText('+19195550100')).toBeInTheDocument();

      fireEvent.change(from, { target: { value: '21:30' } });
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(screen.getByText('Texting hours must start before they end')).toBeInTheDocument();
      expect(server.callsTo('PUT', '/api/campaign/')).toHaveLength(0);

      fireEvent.change(from, { target: { value: '09:00' } });
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(server.callsTo('PUT', '/api/campaign/')).toHaveLength(1));
      expect(server.callsTo('PUT', '/api/campaign/')[0]?.body).toMatchObject({
        texting_hours: { start: '09:00', end: '21:00' },
        calling_hours: { start: '09:00', end: '21:00' },
      });
    });
  },
);
