import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { json, makeUser, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const location = () => screen.getByTestId('location').textContent;

/** The provider answers sign-in with `reply`; a successful one opens the session. */
const signInReplies = (reply: (server: FakeServer) => Response) => (server: FakeServer) => {
  server.on('POST /identity/sign-in/email', () => {
    const response = reply(server);
    if (response.ok) server.state.signedIn = true;
    return response;
  });
};

const submit = async (email = 'manager@demo.groundwork.test', password = 'Groundwork.2026') => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
};

const ok = (emailVerified = true) =>
  json(200, {
    token: 't',
    user: { id: 'u1', email: 'manager@demo.groundwork.test', emailVerified, name: 'Maya' },
  });

describe('login page', () => {
  it('validates before asking the provider', async () => {
    const { server } = await renderApp({ path: '/auth/login', state: { signedIn: false } });
    await submit('not-an-email', 'x');
    expect(await screen.findByText(MESSAGES.resetInvalidEmail)).toBeInTheDocument();
    expect(server.callsTo('POST', '/identity/sign-in/email')).toHaveLength(0);
  });

  it.each([
    ['LOGIN_BAD_CREDENTIALS', 401, MESSAGES.loginBadCredentials],
    ['LOGIN_NO_USER', 401, MESSAGES.loginNoUser],
    ['TOO_MANY_REQUESTS', 429, MESSAGES.tooManyRequests],
  ])('shows the message for %s', async (code, status, message) => {
    await renderApp({
      path: '/auth/login',
      state: { signedIn: false },
      setup: signInReplies(() => json(status, { code, detail: 'whatever the server says', message: 'x' })),
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('prefixes other failures with the server-error text', async () => {
    await renderApp({
      path: '/auth/login',
      state: { signedIn: false },
      setup: signInReplies(() => json(400, { code: 'SOMETHING_ELSE', detail: 'Odd failure' })),
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MESSAGES.loginServerErrorPrefix} Odd failure`,
    );
  });

  it('says when the reply carries no user', async () => {
    await renderApp({
      path: '/auth/login',
      state: { signedIn: false },
      setup: signInReplies(() => json(200, { token: null, user: null })),
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginNoUserObject);
  });

  it('goes to /auth/verify, carrying the e-mail, when the e-mail is not verified', async () => {
    await renderApp({
      path: '/auth/login',
      state: { signedIn: false },
      setup: signInReplies(() => json(403, { code: 'EMAIL_NOT_VERIFIED', detail: 'Verify first' })),
    });
    await submit();
    await waitFor(() => {
      expect(location()).toBe('/auth/verify');
    });
    expect(screen.getByText('manager@demo.groundwork.test')).toBeInTheDocument();
  });

  it('signs out again and explains when the person was never invited', async () => {
    const { server } = await renderApp({
      path: '/auth/login',
      state: {
        signedIn: false,
        me: json(404, { code: 'USER_NOT_INVITED', detail: MESSAGES.emailNotInvited }),
      },
      setup: signInReplies(() => ok()),
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginNotInvited);
    expect(server.callsTo('POST', '/identity/sign-out')).toHaveLength(1);
    expect(location()).toBe('/auth/login');
  });

  it('goes to /auth/register when the account still needs registering', async () => {
    await renderApp({
      path: '/auth/login',
      state: {
        signedIn: false,
        me: { status: 'registration_required', email: 'new@x.org', invitations: [] },
      },
      setup: signInReplies(() => ok()),
    });
    await submit();
    await waitFor(() => {
      expect(location()).toBe('/auth/register');
    });
    expect(screen.getByText('Signed in as new@x.org')).toBeInTheDocument();
  });

  it('lands a Manager on the dashboard after sign-in, sending the bearer token and client type', async () => {
    const { server } = await renderApp({
      path: '/auth/login',
      state: { signedIn: false },
      setup: signInReplies(() => ok()),
    });
    await submit();
    await waitFor(() => {
      expect(location()).toBe('/groundwork/dashboard');
    });
    const [me] = server.callsTo('GET', '/api/users/me');
    expect(me?.headers.get('authorization')).toMatch(/^Bearer .+\..+\.sig$/);
    expect(me?.headers.get('x-client-type')).toBe('web');
  });

  it('asks for a second factor after the password; a wrong code says so, a right one signs in', async () => {
    const { server } = await renderApp({
      path: '/auth/login',
      state: { signedIn: false },
      setup: (fake) => {
        fake.on('POST /identity/sign-in/email', () =>
          json(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
        );
        fake.on('POST /identity/two-factor/verify-totp', (call) => {
          if ((call.body as { code: string }).code !== '246810')
            return json(401, { code: 'TWO_FACTOR_INVALID_CODE', detail: 'That code is not right.' });
          fake.state.signedIn = true;
          return ok();
        });
      },
    });
    const user = await submit();
    const code = await screen.findByLabelText('Authentication code');
    expect(server.callsTo('GET', '/identity/token')).toHaveLength(0);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByLabelText('Trust this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(location()).toBe('/groundwork/dashboard');
    });
    expect(server.callsTo('POST', '/identity/two-factor/verify-totp').at(-1)?.body).toEqual({
      code: '246810',
      trustDevice: true,
    });
  });

  it('redirects to / when already signed in', async () => {
    await renderApp({ path: '/auth/login', state: { me: makeUser({ title: 'Staff' }) } });
    await waitFor(() => {
      expect(location()).toBe('/groundwork');
    });
  });
});
