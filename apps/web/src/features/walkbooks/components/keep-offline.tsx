import { Group, Switch, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useKeepAreaOffline } from '../../../components/map/keep-area-offline';
import { boundsOf } from '../../../components/map/geo';
import { formatCount } from '../../../lib/format';
import { snapshotStore } from '../../../lib/offline/snapshots';
import { walkbookKeys } from '../keys';
import type { Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { FIRST_TAP_GRACE_MS, useWhenIdle } from './use-when-idle';

const keptKey = ['offline', 'kept'] as const;

/** The walkbooks kept on this phone and the bytes the app stores here (navigator.storage.estimate). */
export const useKeptWalkbooks = () =>
  useQuery({
    queryKey: keptKey,
    networkMode: 'always',
    staleTime: 0,
    queryFn: async () => {
      const records =
        (await snapshotStore()
          ?.list()
          .catch(() => [])) ?? [];
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
      return {
        /** Walkbook id → kept (absent: never opened here, or kept by default once opened). */
        kept: new Map(
          records.filter((r) => r.kind === 'walkbook').map((r) => [r.id, r.kept && r.data !== null]),
        ),
        switchedOff: new Set(records.filter((r) => !r.kept).map((r) => r.id)),
        bytes: estimate?.usage ?? null,
      };
    },
  });

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** "2 walkbooks kept on this phone · 1.4 MB used". */
export function StorageIndicator() {
  const kept = useKeptWalkbooks();
  if (!kept.data) return null;
  const count = [...kept.data.kept.values()].filter(Boolean).length;
  return (
    <Group gap={6} wrap="nowrap" data-testid="storage-indicator">
      <IconDeviceMobileDown size={16} aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {formatCount(count, 'walkbook')} kept on this phone
        {kept.data.bytes === null ? '' : ` · ${megabytes(kept.data.bytes)} used`}
      </Text>
    </Group>
  );
}

/**
 * "Keep offline" for one walkbook (decision 0049): on by default once opened on this phone; off deletes the
 * copy and stops keeping it, on keeps it again from the next read. While on, the configured basemap's tiles
 * around its doors are kept too (once a day, after the first door is up), whether or not its map is opened.
 */
export function KeepOfflineSwitch({ campaignId, walkbook }: { campaignId: string; walkbook: Walkbook }) {
  const queryClient = useQueryClient();
  const kept = useKeptWalkbooks();
  const walkbookId = walkbook.id;
  const store = snapshotStore();
  const on = kept.data !== undefined && !kept.data.switchedOff.has(walkbookId);
  const [area] = useState(() =>
    boundsOf(
      walkbook.doors.flatMap((d) => (d.lat !== null && d.lng !== null ? [[d.lng, d.lat] as const] : [])),
    ),
  );
  const idle = useWhenIdle(on, FIRST_TAP_GRACE_MS);
  useKeepAreaOffline(area, store !== null && on && idle);
  if (!store || !kept.data) return null;
  const toggle = async (next: boolean) => {
    await store.setKept({ id: walkbookId, campaign_id: campaignId, kind: 'walkbook' }, next);
    if (next)
      await Promise.all(
        (['detail', 'survey', 'route'] as const).map((part) =>
          queryClient.invalidateQueries({ queryKey: [...walkbookKeys.all, part, campaignId, walkbookId] }),
        ),
      );
    await queryClient.invalidateQueries({ queryKey: keptKey });
  };
  return (
    <Switch
      mb="sm"
      label="Keep offline"
      description={on ? 'Doors, voters and the route stay on this phone' : 'Needs a signal to open'}
      checked={on}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
