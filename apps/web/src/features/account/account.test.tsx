import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@groundwork/shared/contracts/account';
import { json } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { DeleteAccountCard } from './components/delete-account-card';

describe('the account feature', { timeout: 20_000 }, () => {
  it('deletes the account only after the e-mail or DELETE is typed, and shows why it failed', async () => {
    const onDeleted = vi.fn();
    const { server } = await renderApp({
      path: '/groundwork/account',
      children: <DeleteAccountCard email="maya@example.org" onDeleted={onDeleted} />,
      setup: (fake) => {
        fake.on('DELETE /api/users/', () =>
          json(409, {
            code: 'CAMPAIGN_OWNER',
            detail: 'You own Riverside for Council: transfer ownership before deleting your account',
          }),
        );
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmation'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirmation'));
    await user.type(screen.getByLabelText('Confirmation'), 'DELETE');
    await user.click(confirm);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete user from all campaigns and Groundwork');
    expect(alert).toHaveTextContent('You own Riverside for Council');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(server.callsTo('DELETE', '/api/users/')).toHaveLength(1);
  });

  it('sends a Manager whom the campaign’s policy stops to enrol on the account page', async () => {
    await renderApp({
      path: '/groundwork/walkbooks',
      setup: (fake) => {
        fake.on('GET /api/walkbook/all/', () =>
          json(403, { code: 'TWO_FACTOR_REQUIRED', detail: TWO_FACTOR_REQUIRED_MESSAGE }),
        );
        fake.on('GET /identity/get-session', () =>
          json(200, { session: { id: 's1' }, user: { id: 'u', email: 'm@x.org', emailVerified: true } }),
        );
      },
    });
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/groundwork/account');
    });
    expect(await screen.findByText(TWO_FACTOR_REQUIRED_MESSAGE)).toBeInTheDocument();
  });
});
