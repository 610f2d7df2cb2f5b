import { Button, PasswordInput, Stack } from '@mantine/core';
import type { PasswordPolicy } from '@groundwork/shared/contracts/identity';
import { MESSAGES } from '@groundwork/shared/messages';
import { z } from 'zod';
import { useZodForm } from '../../../lib/forms/use-zod-form';
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

/** The registration rule and the provider's policy; the current password only when asked for. */
const newPasswordSchemaFor = (policy: PasswordPolicy, withCurrentPassword: boolean) =>
  z
    .object({
      currentPassword: withCurrentPassword
        ? z.string().min(1, 'Please enter your current password.')
        : z.string(),
      newPassword: z.string().check((ctx) => {
        const problem = newPasswordError(policy, ctx.value);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      }),
      confirmation: z.string(),
    })
    .refine((v) => v.confirmation !== '' && v.confirmation === v.newPassword, {
      message: MESSAGES.passwordConfirmationMismatch,
      path: ['confirmation'],
      when: () => true, // also while another field is wrong: each field says what it lacks
    });

/** A new password that follows the registration rule and the provider's policy (GET /identity/password-policy). */
export function NewPasswordForm({
  policy,
  withCurrentPassword = false,
  submitLabel,
  isSubmitting,
  onSubmit,
}: NewPasswordFormProps) {
  const form = useZodForm<NewPasswordValues>(newPasswordSchemaFor(policy, withCurrentPassword), {
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validateInputOnBlur: true,
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
