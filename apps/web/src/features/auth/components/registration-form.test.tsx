import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { DEFAULT_PASSWORD_POLICY } from '../api/get-password-policy';
import { RegistrationForm } from './registration-form';

const setup = (policy = DEFAULT_PASSWORD_POLICY) => {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <RegistrationForm
        email="invitee@demo.groundwork.test"
        policy={policy}
        error={null}
        isSubmitting={false}
        onSubmit={onSubmit}
      />
    </MantineProvider>,
  );
  const field = (label: RegExp) => screen.getByLabelText(label);
  return { onSubmit, field, user: userEvent.setup() };
};

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  field: (label: RegExp) => HTMLElement,
  values: Record<string, string>,
) => {
  for (const [label, value] of Object.entries(values)) {
    const input = field(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

describe('registration form', () => {
  it('prefills the invited e-mail, read-only, and shows the password hint', () => {
    const { field } = setup();
    expect(field(/^Email/)).toHaveValue('invitee@demo.groundwork.test');
    expect(field(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByText(MESSAGES.passwordHint)).toBeInTheDocument();
  });

  it('reports every empty field and does not submit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('First name was not provided')).toBeInTheDocument();
    expect(screen.getByText('Last name was not provided')).toBeInTheDocument();
    expect(screen.getByText('Password was not provided')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('allows only letters (with hyphens, apostrophes, spaces) in names, and a 10+ character password with a digit and a special', async () => {
    const { user, field, onSubmit } = setup();
    await fill(user, field, {
      'First name': 'Ivy2',
      'Last name': 'Na_kamura',
      Password: 'abcdefghij',
      'Confirm password': 'abcdefghij',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      screen.getByText(
        'First name may contain only letters, with spaces, hyphens or apostrophes between them',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Last name may contain only letters, with spaces, hyphens or apostrophes between them',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Password needs ${MESSAGES.passwordHint.toLowerCase()}`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // Nine characters is too short even with a digit and a special.
    await fill(user, field, { Password: 'abc1.defg' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(`Password needs ${MESSAGES.passwordHint.toLowerCase()}`)).toBeInTheDocument();
  });

  it('requires the confirmation to equal the password, with the message of shell §5', async () => {
    const { user, field, onSubmit } = setup();
    await fill(user, field, {
      'First name': 'Ivy',
      'Last name': 'Nakamura',
      Password: 'Doorstep.2026',
      'Confirm password': 'Doorstep.2027',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(MESSAGES.passwordConfirmationMismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once all five fields are valid', async () => {
    const { user, field, onSubmit } = setup();
    await fill(user, field, {
      'First name': 'Mary-Jane',
      'Last name': "O'Neil Nguyễn",
      Password: 'Doorstep.2026',
      'Confirm password': 'Doorstep.2026',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        first: 'Mary-Jane',
        last: "O'Neil Nguyễn",
        email: 'invitee@demo.groundwork.test',
        password: 'Doorstep.2026',
        password_confirmation: 'Doorstep.2026',
      },
      expect.anything(),
    );
  });

  it('also honours a stricter provider policy', async () => {
    const { user, field, onSubmit } = setup({ ...DEFAULT_PASSWORD_POLICY, require_uppercase: true });
    await fill(user, field, {
      'First name': 'Ivy',
      'Last name': 'Nakamura',
      Password: 'doorstep.2026',
      'Confirm password': 'doorstep.2026',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must contain an uppercase letter.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
