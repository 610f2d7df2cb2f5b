import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { SecondFactor } from '../../../lib/identity';

interface TwoFactorChallengeProps {
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (values: { factor: SecondFactor; code: string; trustDevice: boolean }) => void;
  onCancel: () => void;
}

/** The code asked after the password: from the authenticator app, or one of the backup codes. */
export function TwoFactorChallenge({ error, isSubmitting, onSubmit, onCancel }: TwoFactorChallengeProps) {
  const [factor, setFactor] = useState<SecondFactor>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!value) {
      setMissing(true);
      return;
    }
    onSubmit({ factor, code: value, trustDevice });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Two-factor code">
      <Stack gap="md">
        <Text size="sm">
          {factor === 'totp'
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of your backup codes. Each works once.'}
        </Text>
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
          key={factor}
          label={factor === 'totp' ? 'Authentication code' : 'Backup code'}
          autoComplete="one-time-code"
          inputMode={factor === 'totp' ? 'numeric' : 'text'}
          maxLength={factor === 'totp' ? 6 : 11}
          data-autofocus
          autoFocus
          value={code}
          error={missing ? 'Enter the code' : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Checkbox
          label="Trust this device for 30 days"
          checked={trustDevice}
          onChange={(event) => {
            setTrustDevice(event.currentTarget.checked);
          }}
        />
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          Verify
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setFactor(factor === 'totp' ? 'backup' : 'totp');
              setCode('');
            }}
          >
            {factor === 'totp' ? 'Use a backup code' : 'Use the authenticator app'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onCancel}>
            Back to sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
