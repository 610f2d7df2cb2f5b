import { Alert, Group, Skeleton, Text } from '@mantine/core';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { formatNumber } from '../../lib/format';
import { useDistrictDoors } from '../voter-filter/api/get-district-doors';
import { DoorMap } from './door-map';

interface DistrictDoorMapProps {
  campaignId: string;
  filter: VoterFilter;
  enabled?: boolean;
  label?: string;
  height?: number;
}

/** Where the voters matching a filter live: one dot per door, with how many doors are shown. */
export function DistrictDoorMap({
  campaignId,
  filter,
  enabled = true,
  label = 'Map of where the matching voters live',
  height = 420,
}: DistrictDoorMapProps) {
  const doors = useDistrictDoors(campaignId, filter, enabled);
  if (doors.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        We could not load the map: {doors.error.message}
      </Alert>
    );
  if (!doors.data) return <Skeleton h={height} radius="md" role="status" aria-label="Loading the map" />;
  const { doors: points, total_doors: total, truncated } = doors.data;
  return (
    <>
      <DoorMap doors={points} label={label} height={height} />
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 0
            ? 'No doors match these filters.'
            : truncated
              ? `Showing ${formatNumber(points.length)} of ${formatNumber(total)} doors`
              : `${formatNumber(total)} ${total === 1 ? 'door' : 'doors'}`}
        </Text>
        {doors.isFetching && (
          <Text size="xs" c="dimmed">
            Updating…
          </Text>
        )}
      </Group>
    </>
  );
}
