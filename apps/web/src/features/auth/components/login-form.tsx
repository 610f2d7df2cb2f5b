import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { loginFormSchema, type LoginForm as LoginValues } from '@groundwork/shared/contracts/identity';
import { useZodForm } from '../../../lib/forms/use-zod-form';

interface LoginFormProps {
  initialEmail?: string;
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (values: LoginValues) => void;
  onForgotPassword: (email: string) => void;
}

/** Shell §5 login: a valid e-mail and a password of at least one character; acts only when both are valid. */
export function LoginForm({
  initialEmail = '',
  error,
  isSubmitting,
  onSubmit,
  onForgotPassword,
}: LoginFormProps) {
  const form = useZodForm<LoginValues>(loginFormSchema, {
    initialValues: { email: initialEmail, password: '' },
    toBody: (values) => ({ ...values, email: values.email.trim() }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label="Sign in">
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              onForgotPassword(form.getValues().email.trim());
            }}
          >
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
