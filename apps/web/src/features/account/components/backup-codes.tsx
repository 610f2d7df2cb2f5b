import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { PRODUCT_NAME } from '@groundwork/shared/constants';
import { saveFile } from '../../../lib/save-file';

/** Backup codes, shown once: each signs in once in place of a code from the app. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${PRODUCT_NAME} backup codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Save your backup codes now">
        They are shown only this once. Each one signs you in once if you lose your phone.
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Backup codes"
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => {
            saveFile(
              new Blob([text], { type: 'text/plain' }),
              `${PRODUCT_NAME.toLowerCase()}-backup-codes.txt`,
            );
          }}
        >
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
