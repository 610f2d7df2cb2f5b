import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { optimizedRouteSchema, type OptimizedRoute } from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';

export type LatLng = { lat: number; lng: number };

/** GET /api/walkbook/optimized/: the doors still to knock in walking order, from `start` when known. */
export const getRoute = (campaignId: string, id: string, start: LatLng | null, signal?: AbortSignal) =>
  apiClient.request<OptimizedRoute>('/walkbook/optimized/', {
    query: { id, campaign_id: campaignId, ...(start ? { lat: start.lat, lng: start.lng } : {}) },
    schema: optimizedRouteSchema,
    ...(signal ? { signal } : {}),
  });

/** The route; asked again whenever the walkbook's results change (doors drop off as they are knocked). */
export const useRoute = (campaignId: string, id: string, start: LatLng | null, version: string) =>
  useQuery({
    queryKey: [...walkbookKeys.route(campaignId, id, start), version],
    queryFn: ({ signal }) => getRoute(campaignId, id, start, signal),
    placeholderData: keepPreviousData,
  });
