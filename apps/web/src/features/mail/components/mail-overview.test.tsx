import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeDrop, makeMailer } from './mail-fixtures';

describe('the mail page', { timeout: 30_000 }, () => {
  it("says 'Loading mail campaigns...' while it loads, then the mailers and every drop", async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:thumbnail';
        static override revokeObjectURL = () => undefined;
      },
    );
    let release: () => void = () => undefined;
    const drops = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderApp({
      path: '/groundwork/mail',
      setup: (server) => {
        server.on('GET /api/mail/all/', () => json(200, [makeMailer({ drop_count: 1 })]));
        server.on('GET /api/mail/mailer-campaign/all/', async () => {
          await drops;
          return json(200, [makeDrop({ status: 'Scheduled' })]);
        });
        server.on('GET /api/mail/file/', () => new Response(new Blob(['png'], { type: 'image/png' })));
        server.on('GET /api/mail/rates/', () =>
          json(200, {
            rates: {
              postcard_4_25x6: 48,
              postcard_6x9: 60,
              postcard_6x11: 66,
              letter_10: 73,
              flat_9x12: 120,
            },
          }),
        );
      },
    });
    expect(
      await screen.findByText('Loading mail campaigns...', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: 'Mail drops' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('First drop');
    expect(row).toHaveTextContent('Fall postcard');
    expect(row).toHaveTextContent('Postcard 6 × 9 in');
    expect(row).toHaveTextContent('Scheduled');
    expect(row).toHaveTextContent('$150.00');
    expect(await screen.findByRole('img', { name: 'Fall postcard thumbnail' })).toBeInTheDocument();
    expect(screen.getByText('1 page · 1 drop')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Letter in a #10 envelope' })).toHaveValue('$0.73');
  });

  it('shows an empty state with the upload action when there is no mailer', async () => {
    await renderApp({
      path: '/groundwork/mail',
      setup: (server) => {
        server.on('GET /api/mail/mailer-campaign/all/', () => json(200, []));
        server.on('GET /api/mail/rates/', () => json(200, { rates: {} }));
      },
    });
    const empty = await screen.findByTestId('empty-state', undefined, { timeout: 10_000 });
    expect(within(empty).getByText('No mailers yet')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Add mailer' })).toHaveAttribute(
      'href',
      '/groundwork/mailer/add',
    );
  });

  it('saves the rates in cents, per size', async () => {
    const rates = { postcard_4_25x6: 45, postcard_6x9: 62, postcard_6x11: 68, letter_10: 78, flat_9x12: 145 };
    const { server } = await renderApp({
      path: '/groundwork/mail',
      setup: (fake) => {
        fake.on('GET /api/mail/mailer-campaign/all/', () => json(200, []));
        fake.on('GET /api/mail/rates/', () => json(200, { rates }));
        fake.on('PUT /api/mail/rates/', (call) =>
          json(200, { rates: (call.body as { rates: unknown }).rates }),
        );
      },
    });
    const user = userEvent.setup();
    const letter = await screen.findByRole(
      'textbox',
      { name: 'Letter in a #10 envelope' },
      { timeout: 10_000 },
    );
    await user.clear(letter);
    await user.type(letter, '1.05');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Rates saved.')).toBeInTheDocument();
    await waitFor(() => {
      expect(server.callsTo('PUT', '/api/mail/rates/')[0]?.body).toEqual({
        campaign_id: CAMPAIGN_ID,
        rates: { ...rates, letter_10: 105 },
      });
    });
  });
});
