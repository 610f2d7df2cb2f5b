import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { Walkbook, WalkbookDoor } from '@groundwork/shared/contracts/walkbooks';
import { SyncBanner } from '../../../components/sync-banner';
import { formatCount, formatNumber } from '../../../lib/format';
import { ROUTE_AS_LOADED, useRoute, type LatLng } from '../api/get-route';
import { DoorCard } from './door-card';
import { DeferredRouteMap } from './deferred-route-map';
import { useDoorNumbers } from './door-numbers';
import { UpNext } from './up-next';
import { useDoorVisits } from './use-door-visits';
import classes from './voter-visit-card.module.css';

const placeOf = (door: WalkbookDoor | undefined): LatLng | null =>
  door && door.lat !== null && door.lng !== null ? { lat: door.lat, lng: door.lng } : null;

interface CanvassViewProps {
  walkbook: Walkbook;
  survey: Survey | null;
  /** The signed-in canvasser: their results are queued and sent as theirs. */
  userId: string;
}

/**
 * The canvasser's screen (phone first): the door at hand with its voters to record, the route on the map and
 * the doors still to knock in walking order, numbered alike on the map and in the list.
 */
export function CanvassView({ walkbook, survey, userId }: CanvassViewProps) {
  const campaignId = walkbook.campaign_id;
  const visits = useDoorVisits(walkbook, userId);
  const [here, setHere] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const doors = useMemo(() => new Map(walkbook.doors.map((d) => [d.household_key, d])), [walkbook.doors]);
  // A door is knocked once any of its voters has a result, on the server or still on this phone.
  const isKnocked = (door: WalkbookDoor) => door.voters.some((v) => visits.resultOf(v) !== null);
  const knocked = walkbook.doors.filter(isKnocked);
  const contacts = walkbook.doors.flatMap((d) => d.voters).filter((v) => visits.resultOf(v) === 'contacted');
  const [extent] = useState(() => walkbook.doors.flatMap((d) => placeOf(d) ?? []));
  // The route starts where the canvasser is, else at the door they are on: the walk continues from there.
  const start = here ?? placeOf(current ? doors.get(current) : undefined);
  // The route fetched with the walkbook serves until a result changes; then it is asked again.
  const [loadedKnocks] = useState(knocked.length);
  const version = knocked.length === loadedKnocks ? ROUTE_AS_LOADED : String(knocked.length);
  const route = useRoute(campaignId, walkbook.id, start, version);
  const door = current ? doors.get(current) : undefined;
  // Numbered by their place in the walk, kept as doors are knocked: the map and "Up next" show the same.
  const stops = useDoorNumbers({
    route: route.data?.stops,
    placed: extent.length,
    isKnocked: (key) => {
      const at = doors.get(key);
      return at !== undefined && isKnocked(at);
    },
    at: current,
    plan: here ? `${String(here.lat)},${String(here.lng)}` : 'walk',
    settled: !route.isPlaceholderData,
  });
  const nextKey = stops[0]?.household_key ?? null;
  const archived = walkbook.status === 'archived';

  // The door at hand comes into view whenever the canvasser moves on.
  useEffect(() => {
    if (current) card.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [current]);

  const goTo = (key: string | null) => {
    visits.saveAll();
    setCurrent(key);
  };

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

  const { doors: total } = walkbook.progress;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" mb={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {formatNumber(knocked.length)} of {formatCount(total, 'door')} knocked
          </Text>
          <Text size="sm" c="dimmed">
            {formatCount(contacts.length, 'contact')}
          </Text>
        </Group>
        <Progress value={total === 0 ? 0 : (knocked.length / total) * 100} aria-label="Doors knocked" />
      </Paper>
      <SyncBanner
        doors={visits.waitingDoors}
        sending={visits.sending}
        refused={visits.refused}
        onDismiss={() => void visits.dismissRefused()}
      />
      {archived && <Alert color="gray">This walkbook is archived: visits can no longer be recorded.</Alert>}
      {door ? (
        <DoorCard
          ref={card}
          campaignId={campaignId}
          door={door}
          survey={survey}
          visits={visits}
          archived={archived}
          hasNext={nextKey !== null}
          onNext={() => goTo(nextKey)}
        />
      ) : (
        <Button size="lg" disabled={!nextKey} onClick={() => goTo(nextKey)}>
          {!route.data
            ? 'Finding the route…'
            : !stops[0]
              ? 'Every door is knocked'
              : knocked.length === 0
                ? 'Start at door 1'
                : `Continue at door ${String(stops[0].number)}`}
        </Button>
      )}
      <DeferredRouteMap
        ready={route.data !== undefined}
        doorOpen={door !== undefined}
        stops={stops}
        current={placeOf(door)}
        visited={knocked.flatMap((d) => placeOf(d) ?? [])}
        extent={extent}
        here={here}
        doors={walkbook.doors}
        onSelect={(index) => goTo(stops[index]?.household_key ?? null)}
        height={door ? 220 : 280}
      />
      <Group justify="space-between" gap="xs">
        <Button
          variant="default"
          className={classes.result}
          leftSection={<IconCurrentLocation size={16} aria-hidden="true" />}
          onClick={locate}
        >
          Start from my location
        </Button>
        {route.data && (
          <Text size="xs" c="dimmed">
            {formatCount(stops.length, 'door')} to go · {(route.data.length_m / 1000).toFixed(1)} km
          </Text>
        )}
      </Group>
      {locating && (
        <Text size="xs" c="dimmed" role="status">
          {locating}
        </Text>
      )}
      <UpNext stops={stops} doors={doors} onSelect={(key) => goTo(key)} />
    </Stack>
  );
}
