import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PasswordPolicy } from '@groundwork/shared/contracts/identity';
import { MESSAGES } from '@groundwork/shared/messages';
import { newPasswordError } from './password-rules';

export interface NewPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

interface NewPasswordFormProps {
  policy: PasswordPolicy;
  /** Ask for the current password too (changing it while signed in). */
  withCurrentPassword?: boolean;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: NewPasswordValues) => void;
}

/** A new password that follows the registration rule and the provider's policy (GET /identity/password-policy). */
export function NewPasswordForm({
  policy,
  withCurrentPassword = false,
  submitLabel,
  isSubmitting,
  onSubmit,
}: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validateInputOnBlur: true,
    validate: {
      currentPassword: (value) =>
        withCurrentPassword && value === '' ? 'Please enter your current password.' : null,
      newPassword: (value) => newPasswordError(policy, value),
      confirmation: (value, values) =>
        value === '' || value !== values.newPassword ? MESSAGES.passwordConfirmationMismatch : null,
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit(values);
      })}
    >
      <Stack gap="md">
        {withCurrentPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          description={MESSAGES.passwordHint}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
