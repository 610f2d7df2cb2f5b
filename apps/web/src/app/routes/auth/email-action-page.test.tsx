import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_PASSWORD_MESSAGE } from '@groundwork/shared/contracts/identity';
import { json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const RESET_PATH = '/auth/action?mode=resetPassword&token=tok123';
const EXPIRED = 'This password reset link has expired. Please request a new one.';

const linkAnswers = (response: () => Response) => (server: FakeServer) => {
  server.on('GET /identity/reset-password-link', response);
  server.on('POST /identity/reset-password', () => json(200, { status: true }));
};

const openResetPage = (response: () => Response) =>
  renderApp({ path: RESET_PATH, state: { signedIn: false }, setup: linkAnswers(response) });

describe('the password-reset link page', () => {
  it('says a used or expired link cannot be used as soon as it opens, before any password is typed', async () => {
    const { server } = await openResetPage(() => json(401, { code: 'TOKEN_EXPIRED', detail: EXPIRED }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/identity/reset-password-link')[0]?.search.get('token')).toBe('tok123');
  });

  it('asks for a new password that follows the registration rule, and sends only a compliant one', async () => {
    const { server } = await openResetPage(() => json(200, { status: true }));
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm new password/);
    // Six characters satisfied the provider's default policy; the registration rule wants more.
    await user.type(field, 'abcdefgh');
    await user.type(confirmation, 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(REGISTRATION_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(server.callsTo('POST', '/identity/reset-password')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Doorstep.2026');
    await user.clear(confirmation);
    await user.type(confirmation, 'Doorstep.2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Continue to sign in')).toBeInTheDocument();
    expect(server.callsTo('POST', '/identity/reset-password')[0]?.body).toEqual({
      newPassword: 'Doorstep.2026',
      token: 'tok123',
    });
  });
});
