import { Skeleton, Stack, Text } from '@mantine/core';

/** Shell §4/§6: Managers and Directors load the mailers with 'Loading mail campaigns...'. */
export function MailLoading({ height }: { height: number }) {
  return (
    <Stack role="status" aria-busy="true" aria-label="Loading mail campaigns">
      <Text c="dimmed">Loading mail campaigns...</Text>
      <Skeleton h={height} />
    </Stack>
  );
}
