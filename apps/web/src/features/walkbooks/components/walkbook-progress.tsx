import { Alert, Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useTouchData } from '../api/get-touches';

interface WalkbookProgressProps {
  campaignId: string;
  walkbookPath: (id: string) => string;
  addWalkbookPath: string;
}

/** Each active walkbook: doors visited of its doors, and how many of the people reached were contacted. */
export function WalkbookProgress({ campaignId, walkbookPath, addWalkbookPath }: WalkbookProgressProps) {
  const data = useTouchData(campaignId);
  if (data.error)
    return (
      <Alert color="red" role="alert">
        We could not load the walkbooks' progress: {data.error.message}
      </Alert>
    );
  return (
    <>
      {data.data?.walkbooks.length === 0 && (
        <Text size="sm" c="dimmed">
          No active walkbooks.{' '}
          <Anchor component={Link} to={addWalkbookPath}>
            Cut one on the map.
          </Anchor>
        </Text>
      )}
      <Stack gap="sm">
        {data.data?.walkbooks.map((w) => (
          <div key={w.id}>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={walkbookPath(w.id)} size="sm" fw={500}>
                {w.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatNumber(w.progress.doors_visited)} / {formatNumber(w.progress.doors)} doors ·{' '}
                {String(Math.round(w.contact_rate * 100))}% contacted
              </Text>
            </Group>
            <Progress
              value={w.progress.doors === 0 ? 0 : (w.progress.doors_visited / w.progress.doors) * 100}
              aria-label={`${w.name} progress`}
            />
          </div>
        ))}
      </Stack>
    </>
  );
}
