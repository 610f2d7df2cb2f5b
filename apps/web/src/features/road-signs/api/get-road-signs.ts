import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roadSignMinimalSchema, roadSignSchema } from '@groundwork/shared/contracts/road-signs';
import {
  nearestAddressSchema,
  placementDetailSchema,
  placementSchema,
  roadSignSettingsSchema,
  roadSignSummarySchema,
} from '@groundwork/shared/contracts/road-sign-placements';
import { apiClient } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/snapshots';
import { roadSignKeys } from '../keys';

const opt = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/road-sign/all/: the designs with stock and placement counts (every role, shell §6). */
export const roadSignsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: roadSignKeys.list(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/road-sign/all/', {
        query: { campaign_id: campaignId },
        schema: z.array(roadSignSchema),
        ...opt(signal),
      }),
  });
export const useRoadSigns = (campaignId: string) => useQuery(roadSignsQueryOptions(campaignId));

const minimalSchema = z.array(roadSignMinimalSchema);
type RoadSignsMinimal = z.infer<typeof minimalSchema>;
const keptSignsSchema = z.object({ signs: minimalSchema }).partial();

/**
 * GET /api/road-sign/minimal/: the placement screen's picker, kept on the phone through the field app's read
 * path (decision 0049), so a volunteer who opened the screen once can place a sign with no signal later.
 */
export const useRoadSignsMinimal = (campaignId: string) =>
  useQuery({
    queryKey: roadSignKeys.minimal(campaignId),
    queryFn: ({ signal }) =>
      readThrough<{ signs: RoadSignsMinimal }, 'signs'>(
        { id: `road-signs:${campaignId}`, campaign_id: campaignId, kind: 'road-signs' },
        keptSignsSchema,
        'signs',
        () =>
          apiClient.request('/road-sign/minimal/', {
            query: { campaign_id: campaignId },
            schema: minimalSchema,
            ...opt(signal),
          }),
      ),
    networkMode: 'always',
  });

/** GET /api/road-sign/: one design. */
export const useRoadSign = (campaignId: string, id: string) =>
  useQuery({
    queryKey: roadSignKeys.detail(campaignId, id),
    queryFn: ({ signal }) =>
      apiClient.request('/road-sign/', {
        query: { campaign_id: campaignId, id },
        schema: roadSignSchema,
        ...opt(signal),
      }),
  });

/** GET /api/road-sign/placement/all/: every placement of the campaign, newest first, flagged. */
export const usePlacements = (campaignId: string) =>
  useQuery({
    queryKey: roadSignKeys.placements(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/road-sign/placement/all/', {
        query: { campaign_id: campaignId },
        schema: z.array(placementSchema),
        ...opt(signal),
      }),
  });

/** GET /api/road-sign/placement/: one placement with its history. */
export const usePlacement = (campaignId: string, id: string | null) =>
  useQuery({
    queryKey: roadSignKeys.placement(campaignId, id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiClient.request('/road-sign/placement/', {
        query: { campaign_id: campaignId, id },
        schema: placementDetailSchema,
        ...opt(signal),
      }),
  });

/** GET /api/road-sign/settings/: the removal deadline. */
export const useRoadSignSettings = (campaignId: string) =>
  useQuery({
    queryKey: roadSignKeys.settings(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/road-sign/settings/', {
        query: { campaign_id: campaignId },
        schema: roadSignSettingsSchema,
        ...opt(signal),
      }),
  });

/** GET /api/road-sign/summary/: the dashboard's numbers. */
export const useRoadSignSummary = (campaignId: string) =>
  useQuery({
    queryKey: roadSignKeys.summary(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/road-sign/summary/', {
        query: { campaign_id: campaignId },
        schema: roadSignSummarySchema,
        ...opt(signal),
      }),
  });

/** GET /api/road-sign/nearest-address/: the nearest household's address, to suggest for a placement. */
export const useNearestAddress = (campaignId: string, at: { lat: number; lng: number } | null) =>
  useQuery({
    queryKey: roadSignKeys.nearest(campaignId, at?.lat ?? 0, at?.lng ?? 0),
    enabled: at !== null,
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiClient.request('/road-sign/nearest-address/', {
        query: { campaign_id: campaignId, lat: at?.lat, lng: at?.lng },
        schema: nearestAddressSchema,
        ...opt(signal),
      }),
  });
