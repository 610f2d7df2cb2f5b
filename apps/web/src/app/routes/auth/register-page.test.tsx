import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const location = () => screen.getByTestId('location').textContent;
const validInvitation = {
  email: 'invitee@demo.groundwork.test',
  campaign_name: 'Riverside for Council',
  offer_title: 'Volunteer',
};

const fillAndSubmit = async () => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^First name/), 'Ivy');
  await user.type(screen.getByLabelText(/^Last name/), 'Nakamura');
  await user.type(screen.getByLabelText(/^Password/), 'Doorstep.2026');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Doorstep.2026');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('register page', () => {
  it('redirects to login without an invitation token', async () => {
    await renderApp({ path: '/auth/register', state: { signedIn: false } });
    await waitFor(() => {
      expect(location()).toBe('/auth/login');
    });
  });

  it('checks the token first, then redirects an invalid one to login with its message', async () => {
    const { server } = await renderApp({
      path: '/auth/register?invitationToken=nope',
      state: { signedIn: false },
      setup: (fake) => {
        fake.on('GET /api/validate-invitation/', () =>
          json(400, { code: 'INVALID_INVITATION_TOKEN', detail: 'Invalid invitation token' }),
        );
      },
    });
    await waitFor(() => {
      expect(location()).toBe('/auth/login');
    });
    expect(screen.getByText(MESSAGES.invalidInvitationToken)).toBeInTheDocument();
    const [call] = server.callsTo('GET', '/api/validate-invitation/');
    expect(call?.search.get('token')).toBe('nope');
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it('reports other validation failures in place', async () => {
    await renderApp({
      path: '/auth/register?invitationToken=t',
      state: { signedIn: false },
      setup: (fake) => {
        fake.on('GET /api/validate-invitation/', () => json(500, { code: 'INTERNAL', detail: 'x' }));
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invitationValidationFailed);
  });

  it('registers with the token and goes to /auth/verify with the e-mail', async () => {
    const { server } = await renderApp({
      path: '/auth/register?invitationToken=tok-1',
      state: { signedIn: false },
      setup: (fake) => {
        fake.on('GET /api/validate-invitation/', () => json(200, validInvitation));
        fake.on('POST /api/users/', () =>
          json(201, {
            id: 'a6e5d4c3-b2a1-4f0e-8d7c-6b5a4f3e2d1c',
            email: validInvitation.email,
            first: 'Ivy',
            last: 'Nakamura',
            is_verified: false,
          }),
        );
      },
    });
    expect(await screen.findByText('Riverside for Council')).toBeInTheDocument();
    await fillAndSubmit();
    await waitFor(() => {
      expect(location()).toBe('/auth/verify');
    });
    expect(screen.getByText(validInvitation.email)).toBeInTheDocument();
    const [call] = server.callsTo('POST', '/api/users/');
    expect(call?.body).toEqual({
      first: 'Ivy',
      last: 'Nakamura',
      email: validInvitation.email,
      password: 'Doorstep.2026',
      password_confirmation: 'Doorstep.2026',
      invitation_token: 'tok-1',
    });
  });

  it.each([
    ['REGISTER_USER_ALREADY_EXISTS', 409, MESSAGES.registerUserAlreadyExists],
    ['VALIDATION_FAILED', 400, MESSAGES.registerFailed],
  ])('shows the message for %s', async (code, status, message) => {
    await renderApp({
      path: '/auth/register?invitationToken=tok-1',
      state: { signedIn: false },
      setup: (fake) => {
        fake.on('GET /api/validate-invitation/', () => json(200, validInvitation));
        fake.on('POST /api/users/', () => json(status, { code, detail: 'x' }));
      },
    });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
