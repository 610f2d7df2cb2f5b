import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ROAD_SIGN_LIMITS, type Coordinates } from '@groundwork/shared/contracts/road-signs';
import { type PlacementDetail } from '@groundwork/shared/contracts/road-sign-placements';
import { SyncBanner } from '../../../components/sync-banner';
import type { UploadProgress } from '../../../lib/api-client';
import { useNearestAddress, useRoadSignsMinimal } from '../api/get-road-signs';
import { useQueuedStep } from '../api/queued-step';
import { currentPosition, photoPosition } from '../device-location';
import { chooseLocation, describeLocation, formatDistance, uploadPercent } from '../placement-logic';
import { PointMap } from './point-map';
import { QueuedStepCard } from './queued-step-card';
import { StoredImage } from './stored-image';

type DeviceState = 'locating' | 'found' | 'unavailable';

/**
 * /road-sign-placement, phone first: pick the sign, take a photo, and the position comes from the phone's
 * GPS, else the photo's EXIF GPS, else a tap on the map; the nearest household's address is suggested.
 */
export function PlacementForm({
  campaignId,
  userId,
  request,
  onDone,
}: {
  campaignId: string;
  /** The signed-in user: a placement kept offline is sent as theirs. */
  userId: string;
  /** Installing a supporter's request: its id and its sign. */
  request: { id: string; roadSignId: string } | null;
  onDone: () => void;
}) {
  const signs = useRoadSignsMinimal(campaignId);
  const install = useQueuedStep(userId, 'install');
  const [signId, setSignId] = useState<string | null>(request?.roadSignId ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [device, setDevice] = useState<Coordinates | null>(null);
  const [deviceState, setDeviceState] = useState<DeviceState>('locating');
  const [photo, setPhoto] = useState<Coordinates | null>(null);
  const [tapped, setTapped] = useState<Coordinates | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [touched, setTouched] = useState(false);
  const [placed, setPlaced] = useState<PlacementDetail | null>(null);
  const latestFile = useRef<File | null>(null);

  useEffect(() => {
    let live = true;
    currentPosition()
      .then((at) => live && (setDevice(at), setDeviceState('found')))
      .catch(() => live && setDeviceState('unavailable'));
    return () => {
      live = false;
    };
  }, []);

  /** The photo's EXIF position is read as soon as it is chosen, to show it before the upload. */
  const choosePhoto = (chosen: File | null) => {
    latestFile.current = chosen;
    setFile(chosen);
    setPhoto(null);
    if (chosen)
      void photoPosition(chosen).then((at) => {
        if (latestFile.current === chosen) setPhoto(at);
      });
  };

  const location = chooseLocation({ device, photo, map: tapped });
  // A request keeps its own address unless one is typed: no suggestion then.
  const nearest = useNearestAddress(campaignId, request ? null : (location?.at ?? null));
  const suggested = nearest.data?.address ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!signId || !file) return;
    setProgress(null);
    install.submit(
      {
        values: {
          road_sign_id: signId,
          campaign_id: campaignId,
          request_id: request?.id ?? null,
          coordinates: location?.send ?? null,
          ...(location?.send ? { coordinates_from: location.from } : {}),
          address: (address ?? suggested)?.trim() || null,
        },
        file,
        title: `${signs.data?.find((s) => s.id === signId)?.name ?? 'Sign'} placement`,
      },
      setPlaced,
      setProgress,
    );
  };

  const another = () => {
    setPlaced(null);
    choosePhoto(null);
    setTapped(null);
    setAddress(null);
    setTouched(false);
    install.reset();
  };

  const banner = (
    <SyncBanner
      doors={0}
      signs={install.sync.signs}
      sending={install.sync.sending}
      refused={install.sync.refused}
      onDismiss={() => void install.sync.dismissRefused()}
    />
  );

  if (install.queued)
    return (
      <QueuedStepCard status={install.queued} noun="placement" banner={banner}>
        <Button onClick={another}>Place another</Button>
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </QueuedStepCard>
    );

  if (placed)
    return (
      <Card withBorder radius="lg" role="status">
        <Stack>
          <Group gap="xs">
            <IconCheck color="green" aria-hidden="true" />
            <Text fw={600}>{placed.road_sign_name} placed</Text>
          </Group>
          {placed.coordinates && (
            <Text size="sm" data-testid="placed-at">
              At {placed.coordinates.lat.toFixed(5)}, {placed.coordinates.lng.toFixed(5)}
            </Text>
          )}
          {placed.address && <Text size="sm">{placed.address}</Text>}
          <Group>
            <Button onClick={another}>Place another</Button>
            <Button variant="default" onClick={onDone}>
              Done
            </Button>
          </Group>
        </Stack>
      </Card>
    );

  const selected = signs.data?.find((s) => s.id === signId);
  const percent = uploadPercent(progress);
  return (
    <Card withBorder radius="lg" component="form" onSubmit={submit} noValidate p="sm">
      <Stack gap="sm">
        {banner}
        {signs.error && (
          <Alert color="red" role="alert">
            We could not load the road signs: {signs.error.message}
          </Alert>
        )}
        <Select
          label="Sign"
          placeholder={signs.data ? 'Choose the sign' : 'Loading road signs...'}
          data={(signs.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={signId}
          onChange={setSignId}
          searchable
          required
          size="md"
          error={touched && !signId ? 'Choose the sign you placed' : null}
          nothingFoundMessage="No road signs yet"
        />
        {selected?.thumbnail_url && (
          <StoredImage
            url={selected.thumbnail_url}
            alt={`${selected.name} artwork`}
            height={80}
            keptFor={campaignId}
          />
        )}
        <FileInput
          label="Photo"
          required
          size="md"
          accept="image/*"
          capture="environment"
          leftSection={<IconCamera size={18} aria-hidden="true" />}
          value={file}
          onChange={choosePhoto}
          error={touched && !file ? 'Take a photo of the sign' : null}
        />
        <div>
          <Text size="sm" fw={500}>
            Location
          </Text>
          <Text size="sm" c={location ? undefined : 'dimmed'} data-testid="location-source">
            {location
              ? `${describeLocation(location)}: ${location.at.lat.toFixed(5)}, ${location.at.lng.toFixed(5)}`
              : deviceState === 'locating'
                ? 'Finding your position…'
                : 'No GPS position: take a photo with location on, or tap the map where the sign stands.'}
          </Text>
        </div>
        <PointMap
          label="Map: tap where the sign stands"
          at={location?.at ?? null}
          height={220}
          onPick={setTapped}
        />
        <TextInput
          label="Address"
          size="md"
          maxLength={ROAD_SIGN_LIMITS.address}
          value={address ?? suggested ?? ''}
          onChange={(event) => setAddress(event.currentTarget.value)}
          description={
            request
              ? "Leave empty to keep the request's address"
              : suggested && nearest.data?.distance_m != null
                ? `Suggested: the nearest household, ${formatDistance(nearest.data.distance_m)} away`
                : undefined
          }
        />
        {install.isPending && (
          <Progress value={percent ?? 100} animated={percent === null} aria-label="Upload progress" />
        )}
        {install.error && (
          <Alert color="red" role="alert" title="The placement was not saved">
            {install.error.message}
          </Alert>
        )}
        <Button type="submit" size="md" loading={install.isPending} fullWidth>
          Record placement
        </Button>
      </Stack>
    </Card>
  );
}
