import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { formatCount } from '../../../lib/format';
import { usePlacements, useRoadSign } from '../api/get-road-signs';
import { isStanding } from '../placement-logic';
import { PhotoStepModal, type PhotoStep } from './photo-step-modal';
import { PickupRoute } from './pickup-route';
import { RoadSignsLoading } from './road-signs-loading';
import { PlacementMap } from './placement-map';
import { PlacementTable } from './placement-table';
import { RequestForm } from './request-form';
import { RoadSignEdit } from './road-sign-edit';
import { StoredImage } from './stored-image';

/** /road-sign/id/{id}: the artwork, this design's placements on a map and in a table, and their steps. */
export function RoadSignDetail({
  campaignId,
  id,
  title,
  userId,
  installPath,
}: {
  campaignId: string;
  id: string;
  title: string;
  /** The signed-in user, whose inspections and removals may wait on this phone. */
  userId: string;
  /** Where a requested placement is installed from. */
  installPath: (requestId: string, roadSignId: string) => string;
}) {
  const sign = useRoadSign(campaignId, id);
  const all = usePlacements(campaignId);
  const placements = useMemo(() => (all.data ?? []).filter((p) => p.road_sign_id === id), [all.data, id]);
  const [step, setStep] = useState<{ placement: Placement; step: PhotoStep } | null>(null);
  const canPlace = hasPermission(title, 'road-sign:place');
  const canEdit = hasPermission(title, 'road-sign:edit');
  const [editing, setEditing] = useState(false);

  const error = sign.error ?? all.error;
  if (error)
    return (
      <Alert color="red" role="alert" title="We could not load this road sign">
        {error.message}
      </Alert>
    );
  if (!sign.data || !all.data) return <RoadSignsLoading height={240} />;
  const design = sign.data;
  const counts = design.placement_counts;
  return (
    <Stack gap="lg">
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Card withBorder radius="md" padding="sm">
            <StoredImage url={design.file.url} alt={`${design.name} artwork`} height={240} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} size="h3">
                {design.name}
              </Title>
              {canEdit && (
                <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
                  Edit details
                </Button>
              )}
            </Group>
            {design.description && <Text>{design.description}</Text>}
            <Text fw={600}>{formatCount(design.quantity, 'sign')} in stock</Text>
            <Text size="sm" c="dimmed">
              {counts.requested} requested · {counts.installed} installed · {counts.inspected} inspected ·{' '}
              {counts.missing} missing · {counts.removed} removed
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
      <Title order={2} size="h4">
        Placements
      </Title>
      <PlacementMap placements={placements} label={`Map of where ${design.name} stands`} />
      {placements.length === 0 ? (
        <Text c="dimmed">This sign has not been placed or requested yet.</Text>
      ) : (
        <PlacementTable
          placements={placements}
          showSign={false}
          action={
            canPlace
              ? (p) =>
                  p.status === 'requested' ? (
                    <Button
                      component={Link}
                      to={installPath(p.id, p.road_sign_id)}
                      size="compact-sm"
                      variant="light"
                    >
                      Install
                    </Button>
                  ) : isStanding(p.status) ? (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setStep({ placement: p, step: 'inspect' })}
                      >
                        Inspect
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        onClick={() => setStep({ placement: p, step: 'remove' })}
                      >
                        Mark removed
                      </Button>
                    </Group>
                  ) : null
              : undefined
          }
        />
      )}
      {editing && <RoadSignEdit sign={design} onClose={() => setEditing(false)} />}
      {step && (
        <PhotoStepModal
          placement={step.placement}
          step={step.step}
          userId={userId}
          onClose={() => setStep(null)}
        />
      )}
      <Grid>
        {canPlace && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RequestForm campaignId={campaignId} roadSignId={id} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PickupRoute campaignId={campaignId} roadSignId={id} signName={design.name} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
