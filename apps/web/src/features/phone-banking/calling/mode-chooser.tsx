import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PHONE_BANKING_MESSAGES } from '@groundwork/shared/contracts/phone-banking';
import { type CallMode } from '@groundwork/shared/contracts/voice';

/** A number the caller can type: 10 US digits, or + and 8-15 digits; spaces, dots, dashes and brackets allowed. */
export const isPhoneNumber = (value: string) => {
  const digits = value.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(digits) || /^1?\d{10}$/.test(digits);
};

/** How the caller calls: in the browser (default) or through their own phone, which the system rings first. */
export function ModeChooser({
  starting,
  disabled,
  onStart,
}: {
  starting: boolean;
  disabled: boolean;
  onStart: (mode: CallMode, volunteerPhone: string | null) => void;
}) {
  const [mode, setMode] = useState<CallMode>('browser');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const phoneError =
    mode === 'phone' && touched && !isPhoneNumber(phone) ? PHONE_BANKING_MESSAGES.badVolunteerPhone : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (mode === 'phone' && !isPhoneNumber(phone)) return;
    onStart(mode, mode === 'phone' ? phone.trim() : null);
  };
  return (
    <form onSubmit={submit} aria-label="How to call">
      <Stack gap="md">
        <div>
          <Text fw={600} id="call-mode-label" mb={6}>
            How do you want to call?
          </Text>
          <SegmentedControl
            fullWidth
            size="md"
            aria-labelledby="call-mode-label"
            value={mode}
            onChange={(value) => setMode(value === 'phone' ? 'phone' : 'browser')}
            data={[
              { value: 'browser', label: 'In the browser' },
              { value: 'phone', label: 'Call my phone' },
            ]}
          />
        </div>
        <Text size="sm" c="dimmed">
          {mode === 'browser'
            ? 'Use this device’s microphone and speaker (headphones help).'
            : 'We ring your phone first; answer it and we connect you to each voter.'}
        </Text>
        {mode === 'phone' && (
          <TextInput
            label="Your phone number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            size="md"
            value={phone}
            error={phoneError}
            onChange={(event) => setPhone(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            required
          />
        )}
        <Button
          type="submit"
          size="xl"
          fullWidth
          loading={starting}
          disabled={disabled}
          leftSection={<IconPhoneCall size={22} aria-hidden="true" />}
        >
          Start calling
        </Button>
      </Stack>
    </form>
  );
}
