import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { twoFactorErrorMessage } from '../../../lib/error-messages';
import { useConfirmEnrolment } from '../api/two-factor';

/** Step two of enrolment: scan the QR code (or type the key), then confirm with the first code. */
export function Enrolment({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const qr = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(totpURI))}`, [totpURI]);
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.replace(/\s/g, ''), { onSuccess: onConfirmed });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Confirm two-factor sign-in">
      <Stack gap="sm">
        <Text size="sm">
          Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Authy), then
          enter the 6-digit code it shows.
        </Text>
        <Image src={qr} alt="QR code for your authenticator app" w={200} h={200} bg="white" p={8} />
        <Text size="sm">
          Can&apos;t scan it? Enter this key instead: <Code style={{ overflowWrap: 'anywhere' }}>{key}</Code>
        </Text>
        {confirm.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {twoFactorErrorMessage(confirm.error)}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
            }}
            w={180}
          />
          <Button type="submit" loading={confirm.isPending} disabled={code.trim().length === 0}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
