import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@groundwork/shared/contracts/account';
import { detailOf } from '../../../lib/error-messages';
import {
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { Enrolment } from './enrolment';
import { PasswordPrompt } from './password-prompt';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'regenerate' | 'disable' }
  | { kind: 'enrolling'; totpURI: string; codes: string[] }
  | { kind: 'codes'; codes: string[] };

const PROMPTS = {
  enable: {
    title: 'Turn on two-factor sign-in',
    label: 'Continue',
    text: 'Enter your password to set up an authenticator app.',
  },
  regenerate: {
    title: 'New backup codes',
    label: 'Generate new codes',
    text: 'Your current backup codes will stop working. Enter your password to continue.',
  },
  disable: {
    title: 'Turn off two-factor sign-in',
    label: 'Turn off',
    text: 'Signing in will ask for your password only. Enter your password to continue.',
  },
} as const;

/** Two-factor sign-in on /account: enrol (QR code, first code, backup codes), new backup codes, turn off. */
export function TwoFactorCard({ required = false }: { required?: boolean }) {
  const status = useTwoFactorStatus();
  const enable = useStartEnrolment();
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const mutations = { enable, regenerate, disable };

  const closePrompt = () => {
    enable.reset();
    regenerate.reset();
    disable.reset();
    setStep({ kind: 'idle' });
  };
  const submitPassword = (action: 'enable' | 'regenerate' | 'disable', password: string) => {
    if (action === 'enable')
      enable.mutate(password, {
        onSuccess: ({ totpURI, backupCodes }) => {
          setStep({ kind: 'enrolling', totpURI, codes: backupCodes });
        },
      });
    if (action === 'regenerate')
      regenerate.mutate(password, {
        onSuccess: ({ backupCodes }) => {
          setStep({ kind: 'codes', codes: backupCodes });
        },
      });
    if (action === 'disable') disable.mutate(password, { onSuccess: closePrompt });
  };

  const on = status.data === true;
  return (
    <Card withBorder radius="md" padding="lg" id="two-factor">
      <Group justify="space-between" mb="sm" gap="sm">
        <Group gap="xs">
          <IconShieldLock size={20} aria-hidden="true" />
          <Title order={2} fz="h4">
            Two-factor sign-in
          </Title>
        </Group>
        {status.isSuccess && (
          <Badge color={on ? 'teal' : 'gray'} variant="light">
            {on ? 'On' : 'Off'}
          </Badge>
        )}
      </Group>
      <Stack gap="sm">
        {required && !on && (
          <Alert color="orange" variant="light" role="status">
            {TWO_FACTOR_REQUIRED_MESSAGE}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          After your password, signing in asks for a code from an authenticator app on your phone.
        </Text>
        {status.isPending && <Loader size="sm" aria-label="Loading two-factor status" />}
        {status.isError && (
          <Alert color="red" variant="light" role="alert">
            Could not load the two-factor status. {detailOf(status.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {step.kind === 'enrolling' && (
          <Enrolment
            totpURI={step.totpURI}
            onConfirmed={() => {
              setStep({ kind: 'codes', codes: step.codes });
            }}
          />
        )}
        {step.kind === 'codes' && <BackupCodes codes={step.codes} onDone={closePrompt} />}
        {status.isSuccess && (step.kind === 'idle' || step.kind === 'password') && (
          <Group gap="sm">
            {on ? (
              <>
                <Button variant="default" onClick={() => setStep({ kind: 'password', action: 'regenerate' })}>
                  New backup codes
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setStep({ kind: 'password', action: 'disable' })}
                >
                  Turn off
                </Button>
              </>
            ) : (
              <Button onClick={() => setStep({ kind: 'password', action: 'enable' })}>
                Turn on two-factor sign-in
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {step.kind === 'password' && (
        <PasswordPrompt
          opened
          title={PROMPTS[step.action].title}
          submitLabel={PROMPTS[step.action].label}
          danger={step.action !== 'enable'}
          isPending={mutations[step.action].isPending}
          error={mutations[step.action].error ? detailOf(mutations[step.action].error) : null}
          onClose={closePrompt}
          onSubmit={(password) => {
            submitPassword(step.action, password);
          }}
        >
          {PROMPTS[step.action].text}
        </PasswordPrompt>
      )}
    </Card>
  );
}
