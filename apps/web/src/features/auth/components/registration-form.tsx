import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PasswordPolicy } from '@groundwork/shared/contracts/identity';
import {
  registrationFormSchema,
  type RegistrationForm as RegistrationValues,
} from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import { passwordPolicyError } from './password-rules';

interface RegistrationFormProps {
  /** The invited address: prefilled and read-only. */
  email: string;
  policy: PasswordPolicy;
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (values: RegistrationValues) => void;
}

const resolve = schemaResolver(registrationFormSchema, { sync: true });

/** The five fields of shell §5, validated by the shared schema (and the provider's policy). */
export const validateRegistration = (values: RegistrationValues, policy: PasswordPolicy): FormErrors => {
  const errors = resolve(values);
  if (!errors.password && values.password) {
    const policyError = passwordPolicyError(policy, values.password);
    if (policyError) errors.password = policyError;
  }
  return errors;
};

export function RegistrationForm({ email, policy, error, isSubmitting, onSubmit }: RegistrationFormProps) {
  const form = useForm<RegistrationValues>({
    initialValues: { first: '', last: '', email, password: '', password_confirmation: '' },
    validate: (values) => validateRegistration(values, policy),
    validateInputOnBlur: true,
    transformValues: (values) => ({ ...values, first: values.first.trim(), last: values.last.trim() }),
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
