import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypePdf, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { MAIL_LIMITS, MAILER_CONTENT_TYPES } from '@groundwork/shared/contracts/mail';
import { formatNumber } from '../../../lib/format';

/**
 * The piece's file: dropped or chosen (the zone and its button open the picker from the keyboard too).
 * Every file is handed to `onFile`, accepted or not: the form checks it and says what is wrong.
 */
export function MailerFileDrop({
  file,
  error,
  disabled,
  onFile,
}: {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const openRef = useRef<() => void>(null);
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor="mailer-file" size="sm" fw={500}>
        File{' '}
        <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
          *
        </span>
      </Text>
      <Dropzone
        openRef={openRef}
        onDrop={(accepted) => {
          if (accepted[0]) onFile(accepted[0]);
        }}
        onReject={(rejected) => {
          if (rejected[0]) onFile(rejected[0].file);
        }}
        accept={[...MAILER_CONTENT_TYPES]}
        multiple={false}
        disabled={disabled}
        activateOnClick={false}
        inputProps={{ id: 'mailer-file', 'aria-describedby': 'mailer-file-help' }}
        aria-label="Mailer file drop zone"
        radius="md"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" mih={120} wrap="wrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {file?.type === 'application/pdf' ? (
              <IconFileTypePdf size={40} aria-hidden="true" />
            ) : (
              <IconPhoto size={40} aria-hidden="true" />
            )}
          </Dropzone.Idle>
          <Stack gap={2} align="center">
            <Text fw={500} ta="center" data-testid="chosen-file">
              {file
                ? `${file.name} · ${formatNumber(Math.ceil(file.size / 1024))} KB`
                : 'Drop the mail piece here'}
            </Text>
            <Text size="sm" c="dimmed" ta="center" id="mailer-file-help">
              A PDF (up to {MAIL_LIMITS.pages} pages) or a PNG, JPEG or WebP image, up to{' '}
              {MAIL_LIMITS.fileBytes / (1024 * 1024)} MB
            </Text>
          </Stack>
          <Button
            variant="default"
            onClick={() => openRef.current?.()}
            disabled={disabled}
            style={{ pointerEvents: 'all' }}
          >
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
        </Group>
      </Dropzone>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
