import { Skeleton, Stack, Text } from '@mantine/core';

/** Shell §6: every role loads the campaign's road signs, saying so. */
export function RoadSignsLoading({ height }: { height: number }) {
  return (
    <Stack role="status" aria-busy="true" aria-label="Loading road signs">
      <Text c="dimmed">Loading road signs...</Text>
      <Skeleton h={height} />
    </Stack>
  );
}
