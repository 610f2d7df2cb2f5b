import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { optimizedRouteSchema, type OptimizedRoute } from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';
import { keptWalkbookPart } from './walkbook-snapshot';

export type LatLng = { lat: number; lng: number };

/** GET /api/walkbook/optimized/: the doors still to knock in walking order, from `start` when known. */
export const getRoute = (campaignId: string, id: string, start: LatLng | null, signal?: AbortSignal) =>
  apiClient.request<OptimizedRoute>('/walkbook/optimized/', {
    query: { id, campaign_id: campaignId, ...(start ? { lat: start.lat, lng: start.lng } : {}) },
    schema: optimizedRouteSchema,
    ...(signal ? { signal } : {}),
  });

/**
 * The version of the route fetched with the walkbook when the screen opens: the walk sheet and the canvass
 * view share it (one request, sent alongside the walkbook's), until a door's result changes.
 */
export const ROUTE_AS_LOADED = 'as-loaded';

export const routeQueryOptions = (campaignId: string, id: string, start: LatLng | null, version: string) =>
  queryOptions({
    queryKey: [...walkbookKeys.route(campaignId, id, start), version],
    queryFn: ({ signal }) =>
      keptWalkbookPart(campaignId, id, 'route', () => getRoute(campaignId, id, start, signal)),
    networkMode: 'always',
  });

/** The route; asked again whenever the walkbook's results change (doors drop off as they are knocked). */
export const useRoute = (campaignId: string, id: string, start: LatLng | null, version: string) =>
  useQuery({ ...routeQueryOptions(campaignId, id, start, version), placeholderData: keepPreviousData });
