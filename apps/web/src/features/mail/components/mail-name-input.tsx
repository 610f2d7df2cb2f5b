import { Loader, TextInput } from '@mantine/core';
import { MAIL_LIMITS, MAIL_MESSAGES } from '@groundwork/shared/contracts/mail';
import { MESSAGES } from '@groundwork/shared/messages';
import type { MailNameCheck } from '../api/check-mail-name';

interface MailNameInputProps {
  /** The live uniqueness check of `value` (`useMailNameCheck`). */
  check: MailNameCheck;
  value: string;
  onChange: (value: string) => void;
  /** The name the server refused as taken (NAME_EXISTS), shown while unchanged. */
  refusedName: string | null;
  /** The form was submitted: an empty name is an error now. */
  touched: boolean;
}

/** The name field of a mailer or a drop: checked for uniqueness as the user types (service §5). */
export function MailNameInput({ check, value, onChange, refusedName, touched }: MailNameInputProps) {
  const typed = value.trim();
  const error =
    check.isTaken || (refusedName !== null && refusedName === typed)
      ? MESSAGES.nameExists
      : touched && typed === ''
        ? 'Enter a name'
        : null;
  return (
    <TextInput
      label="Name"
      required
      maxLength={MAIL_LIMITS.name}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      description={check.hasFailed ? MAIL_MESSAGES.checkNameFailed : undefined}
      rightSection={check.isChecking ? <Loader size={14} aria-label="Checking the name" /> : null}
    />
  );
}
