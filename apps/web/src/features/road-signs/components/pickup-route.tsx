import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconCurrentLocation, IconPrinter, IconRoute } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Coordinates } from '@groundwork/shared/contracts/road-signs';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import { DrawAreaMap } from '../../../components/map/draw-area-map';
import type { DoorPoint } from '../../../components/map/door-map';
import { formatCount } from '../../../lib/format';
import { usePlacements } from '../api/get-road-signs';
import { usePickupRoute } from '../api/manage-road-signs';
import { useCheckedStops } from '../checked-stops';
import { currentPosition } from '../device-location';
import { formatDistance, standsNow } from '../placement-logic';
import { PlacementMap } from './placement-map';
import { PointMap } from './point-map';
import classes from './pickup-route.module.css';
import { PickupSheet } from './pickup-sheet';

/**
 * The pickup route (decision 0037): the standing signs of this design or of every design, ordered from a
 * start point (this phone's position or a tap on the map), optionally only inside an area drawn on the map,
 * printable, and checked off stop by stop.
 */
export function PickupRoute({
  campaignId,
  roadSignId,
  signName,
}: {
  campaignId: string;
  roadSignId: string;
  signName: string;
}) {
  const route = usePickupRoute();
  const [scope, setScope] = useState<'sign' | 'all'>('sign');
  const [start, setStart] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const checked = useCheckedStops(campaignId);
  const [inArea, setInArea] = useState(false);
  const [area, setArea] = useState<GeoPolygon | null>(null);
  const placements = usePlacements(campaignId);
  // The standing signs, drawn faintly on the area map so the user sees what the area takes in.
  const standing = useMemo(
    (): DoorPoint[] =>
      (placements.data ?? []).flatMap((p) =>
        standsNow(p) && p.coordinates ? [[p.coordinates.lng, p.coordinates.lat, 1] as const] : [],
      ),
    [placements.data],
  );

  const locate = () => {
    setLocating('Finding your position…');
    currentPosition()
      .then((at) => {
        setStart(at);
        setLocating(null);
      })
      .catch(() => setLocating('Your position is unavailable: tap the map where the route starts.'));
  };
  const plan = () => {
    if (!start || (inArea && !area)) return;
    route.mutate({
      campaign_id: campaignId,
      start,
      area: inArea ? area : null,
      road_sign_id: scope === 'sign' ? roadSignId : null,
    });
  };
  const stops: Placement[] = route.data?.stops ?? [];
  const title = scope === 'sign' ? signName : 'every design';

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Pickup route
        </Title>
        <Group wrap="wrap">
          <SegmentedControl
            aria-label="Signs to pick up"
            value={scope}
            onChange={(value) => setScope(value as 'sign' | 'all')}
            data={[
              { value: 'sign', label: `${signName} only` },
              { value: 'all', label: 'Every design' },
            ]}
          />
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={16} aria-hidden="true" />}
            onClick={locate}
          >
            Start here
          </Button>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {start
              ? `Start: ${start.lat.toFixed(5)}, ${start.lng.toFixed(5)}`
              : (locating ?? 'Choose the start: use your position, or tap the map.')}
          </Text>
          <PointMap
            label="Map to choose the pickup route's start"
            at={start}
            height={200}
            onPick={setStart}
          />
        </div>
        <Switch
          label="Only the signs inside an area"
          checked={inArea}
          onChange={(event) => {
            setInArea(event.currentTarget.checked);
            setArea(null);
          }}
        />
        {inArea && (
          <DrawAreaMap
            doors={standing}
            onChange={setArea}
            height={260}
            label="Map to draw the pickup area: click to add its corners"
          />
        )}
        <Button
          leftSection={<IconRoute size={16} aria-hidden="true" />}
          onClick={plan}
          disabled={!start || (inArea && !area)}
          loading={route.isPending}
        >
          Plan pickup route
        </Button>
        {route.error && (
          <Alert color="red" role="alert">
            {route.error.message}
          </Alert>
        )}
        {route.data && stops.length === 0 && <Text c="dimmed">No standing signs to pick up.</Text>}
        {stops.length > 0 && (
          <>
            <Group justify="space-between">
              <Text size="sm">
                {formatCount(stops.length, 'stop')}, {formatDistance(route.data?.length_m ?? 0)}
              </Text>
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden="true" />}
                onClick={() => window.print()}
              >
                Print
              </Button>
            </Group>
            <ol aria-label="Pickup stops" style={{ paddingLeft: 20, margin: 0 }}>
              {stops.map((stop) => (
                <li key={stop.id} className={classes.stop}>
                  <Checkbox
                    size="md"
                    checked={checked.has(stop.id)}
                    onChange={() => checked.toggle(stop.id)}
                    label={`${stop.address ?? 'No address'} (${stop.road_sign_name})`}
                    description={
                      stop.coordinates
                        ? `${stop.coordinates.lat.toFixed(5)}, ${stop.coordinates.lng.toFixed(5)}`
                        : undefined
                    }
                  />
                </li>
              ))}
            </ol>
            <PlacementMap placements={stops} label="Map of the pickup stops" height={240} />
            <PickupSheet title={`Pickup route: ${title}`} stops={stops} lengthM={route.data?.length_m ?? 0} />
          </>
        )}
      </Stack>
    </Card>
  );
}
