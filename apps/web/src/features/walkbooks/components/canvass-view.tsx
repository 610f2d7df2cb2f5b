import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconCurrentLocation } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { Walkbook, WalkbookDoor } from '@groundwork/shared/contracts/walkbooks';
import { formatNumber } from '../../../lib/format';
import { useRoute, type LatLng } from '../api/get-route';
import { useRecordVisit } from '../api/record-visit';
import { RouteMap } from './route-map';
import { VoterVisitCard } from './voter-visit-card';

const isKnocked = (door: WalkbookDoor) => door.voters.some((v) => v.last_result !== null);
const placeOf = (door: WalkbookDoor | undefined): LatLng | null =>
  door && door.lat !== null && door.lng !== null ? { lat: door.lat, lng: door.lng } : null;

interface CanvassViewProps {
  walkbook: Walkbook;
  survey: Survey | null;
}

/**
 * The canvasser's screen (phone first): the route on the map, the door at hand with its voters to record,
 * and the doors still to knock in walking order.
 */
export function CanvassView({ walkbook, survey }: CanvassViewProps) {
  const campaignId = walkbook.campaign_id;
  const [here, setHere] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const doors = useMemo(() => new Map(walkbook.doors.map((d) => [d.household_key, d])), [walkbook.doors]);
  const knocked = walkbook.doors.filter(isKnocked);
  const [extent] = useState(() => walkbook.doors.flatMap((d) => placeOf(d) ?? []));
  // The route starts where the canvasser is, else at the door they are on: the walk continues from there.
  const start = here ?? placeOf(current ? doors.get(current) : undefined);
  const route = useRoute(campaignId, walkbook.id, start, String(knocked.length));
  const stops = (route.data?.stops ?? []).filter((s) => s.household_key !== current);
  const door = current ? doors.get(current) : undefined;
  const nextKey = stops[0]?.household_key ?? null;
  const archived = walkbook.status === 'archived';
  const notHome = useRecordVisit(campaignId, walkbook.id);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('This device cannot tell where you are.');
      return;
    }
    setLocating('Finding you…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setHere({ lat: position.coords.latitude, lng: position.coords.longitude });
        setLocating(null);
      },
      () => setLocating('Location is off: the route starts at the best door instead.'),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const nobodyHome = async (target: WalkbookDoor) => {
    for (const voter of target.voters.filter((v) => v.last_result === null))
      await notHome.mutateAsync({
        id: walkbook.id,
        campaign_id: campaignId,
        voter_id: voter.id,
        touch_result: 'not_home',
      });
  };

  const { doors: total } = walkbook.progress;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" mb={6}>
          <Text size="sm" fw={600}>
            {formatNumber(knocked.length)} of {formatNumber(total)} doors knocked
          </Text>
          <Text size="sm" c="dimmed">
            {formatNumber(walkbook.progress.contacts)} contacts
          </Text>
        </Group>
        <Progress value={total === 0 ? 0 : (knocked.length / total) * 100} aria-label="Doors knocked" />
      </Paper>
      {archived && <Alert color="gray">This walkbook is archived: visits can no longer be recorded.</Alert>}
      <RouteMap
        stops={stops}
        visited={knocked.flatMap((d) => placeOf(d) ?? [])}
        extent={extent}
        here={here}
        selected={null}
        onSelect={(index) => setCurrent(stops[index]?.household_key ?? null)}
      />
      <Group justify="space-between" gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCurrentLocation size={14} aria-hidden="true" />}
          onClick={locate}
        >
          Start from my location
        </Button>
        {route.data && (
          <Text size="xs" c="dimmed">
            {formatNumber(route.data.stops.length)} doors to go · {(route.data.length_m / 1000).toFixed(1)} km
          </Text>
        )}
      </Group>
      {locating && (
        <Text size="xs" c="dimmed" role="status">
          {locating}
        </Text>
      )}
      {door ? (
        <Paper withBorder radius="md" p="sm" shadow="xs">
          <Stack gap="sm">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                At the door
              </Text>
              <Text fw={700} size="lg">
                {door.address}
                {door.unit ? `, ${door.unit}` : ''}
              </Text>
            </div>
            {door.voters.map((voter) => (
              <VoterVisitCard
                key={voter.id}
                campaignId={campaignId}
                walkbookId={walkbook.id}
                voter={voter}
                survey={survey}
                disabled={archived}
              />
            ))}
            <Group grow gap="xs">
              <Button
                variant="light"
                color="gray"
                disabled={archived || door.voters.every((v) => v.last_result !== null)}
                loading={notHome.isPending}
                onClick={() => void nobodyHome(door)}
              >
                Nobody home
              </Button>
              <Button
                rightSection={<IconArrowRight size={16} aria-hidden="true" />}
                disabled={!nextKey}
                onClick={() => setCurrent(nextKey)}
              >
                Next door
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Button size="md" disabled={!nextKey} onClick={() => setCurrent(nextKey)}>
          {nextKey ? 'Start at door 1' : 'Every door is knocked'}
        </Button>
      )}
      <Text fw={600} size="sm" mt="xs">
        Up next
      </Text>
      {stops.length === 0 && (
        <Text size="sm" c="dimmed">
          No doors left to knock.
        </Text>
      )}
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {stops.slice(0, 30).map((stop, index) => (
          <li key={stop.household_key}>
            <UnstyledButton
              onClick={() => setCurrent(stop.household_key)}
              w="100%"
              p="xs"
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group gap="sm" wrap="nowrap">
                <Badge circle size="lg">
                  {index + 1}
                </Badge>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {stop.address}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {(doors.get(stop.household_key)?.voters ?? [])
                      .map((v) => `${v.first_name} ${v.last_name}`)
                      .join(', ')}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
