import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PasswordPolicy } from '@groundwork/shared/contracts/identity';
import {
  registrationFormSchema,
  type RegistrationForm as RegistrationValues,
} from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import { z } from 'zod';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { passwordPolicyError } from './password-rules';

interface RegistrationFormProps {
  /** The invited address: prefilled and read-only. */
  email: string;
  policy: PasswordPolicy;
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (values: RegistrationValues) => void;
}

/**
 * The five fields of shell §5, validated by the shared schema and then the provider's policy: a field shows
 * its first message, so the policy speaks only once the shared rules hold.
 */
const registrationSchemaFor = (policy: PasswordPolicy) =>
  registrationFormSchema.and(
    z.object({
      password: z.string().check((ctx) => {
        const problem = passwordPolicyError(policy, ctx.value);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      }),
    }),
  );

export function RegistrationForm({ email, policy, error, isSubmitting, onSubmit }: RegistrationFormProps) {
  const form = useZodForm<RegistrationValues>(registrationSchemaFor(policy), {
    initialValues: { first: '', last: '', email, password: '', password_confirmation: '' },
    validateInputOnBlur: true,
    toBody: (values) => ({ ...values, first: values.first.trim(), last: values.last.trim() }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label="Create your account">
      <Stack gap="md">
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('first')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('last')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          readOnly
          variant="filled"
          description="The address your invitation was sent to. It cannot be changed."
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          description={MESSAGES.passwordHint}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
