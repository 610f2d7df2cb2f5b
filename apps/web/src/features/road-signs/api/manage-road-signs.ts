import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  roadSignSchema,
  type CreateRoadSignField,
  type UpdateRoadSignBody,
} from '@groundwork/shared/contracts/road-signs';
import {
  pickupRouteSchema,
  placementDetailSchema,
  roadSignSettingsSchema,
  type CreatePlacementField,
  type InspectionField,
  type PickupRouteBody,
  type RemovalField,
  type RequestPlacementBody,
  type UpdateRoadSignSettingsBody,
} from '@groundwork/shared/contracts/road-sign-placements';
import type { z } from 'zod';
import { apiClient, type UploadProgress } from '../../../lib/api-client';
import type { OutboxKind } from '../../../lib/offline/field-db';
import { roadSignKeys } from '../keys';

interface Upload<F> {
  values: F;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** A multipart call of decision 0037: the file, one JSON field, and the campaign in the query. */
const upload = <T, F extends { campaign_id: string }>(
  path: string,
  field: string,
  schema: z.ZodType<T>,
  { values, file, onProgress }: Upload<F>,
): Promise<T> => {
  const form = new FormData();
  form.append(field, JSON.stringify(values));
  form.append('file', file, file.name);
  return apiClient.upload(path, {
    query: { campaign_id: values.campaign_id },
    form,
    schema,
    ...(onProgress ? { onProgress } : {}),
  });
};

/** Every road-sign read of the campaign is stale after a change (counts, flags, the dashboard). */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (campaignId: string) =>
    Promise.all(
      (['list', 'minimal', 'detail', 'placements', 'placement', 'summary'] as const).map((kind) =>
        queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] === roadSignKeys.all[0] &&
            query.queryKey[1] === kind &&
            query.queryKey[2] === campaignId,
        }),
      ),
    );
};

/** POST /api/road-sign/ (multipart `file` + `road_sign`). */
export const useCreateRoadSign = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Upload<CreateRoadSignField>) =>
      upload('/road-sign/', 'road_sign', roadSignSchema, input),
    onSuccess: (sign) => refresh(sign.campaign_id),
  });
};

/** PUT /api/road-sign/: a design's name, description and stock (the artwork stays). */
export const useUpdateRoadSign = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateRoadSignBody) =>
      apiClient.request('/road-sign/', { method: 'PUT', body, schema: roadSignSchema }),
    onSuccess: (sign) => refresh(sign.campaign_id),
  });
};

/** What each photo step of a placement sends (decision 0037). */
export interface SignStepFields {
  install: CreatePlacementField;
  inspect: InspectionField;
  remove: RemovalField;
}
export type SignStep = keyof SignStepFields;

/** Each step's multipart call, and its kind when it waits in the outbox (decision 0049). */
export const SIGN_STEPS = {
  install: { path: '/road-sign/placement/', field: 'placement', kind: 'placement', noun: 'placement' },
  inspect: {
    path: '/road-sign/placement/inspection/',
    field: 'inspection',
    kind: 'inspection',
    noun: 'inspection',
  },
  remove: { path: '/road-sign/placement/removal/', field: 'removal', kind: 'removal', noun: 'removal' },
} as const satisfies Record<SignStep, { path: string; field: string; kind: OutboxKind; noun: string }>;

/**
 * POST /api/road-sign/placement/ (installs a sign), …/inspection/ or …/removal/: multipart `file` and the
 * step's JSON field; answers the placement as it stands.
 */
export const usePlacementStep = <S extends SignStep>(step: S) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Upload<SignStepFields[S]>) =>
      upload(SIGN_STEPS[step].path, SIGN_STEPS[step].field, placementDetailSchema, input),
    onSuccess: (placement) => refresh(placement.campaign_id),
  });
};

/** POST /api/road-sign/placement/request/: a supporter's request. */
export const useRequestPlacement = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RequestPlacementBody) =>
      apiClient.request('/road-sign/placement/request/', {
        method: 'POST',
        body,
        schema: placementDetailSchema,
      }),
    onSuccess: (placement) => refresh(placement.campaign_id),
  });
};

/** POST /api/road-sign/pickup-route/: the standing signs in pickup order from a start point. */
export const usePickupRoute = () =>
  useMutation({
    mutationFn: (body: PickupRouteBody) =>
      apiClient.request('/road-sign/pickup-route/', { method: 'POST', body, schema: pickupRouteSchema }),
  });

/** PUT /api/road-sign/settings/: the removal deadline and the warning days; every flag changes with it. */
export const useSaveRoadSignSettings = () => {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoadSignSettingsBody) =>
      apiClient.request('/road-sign/settings/', { method: 'PUT', body, schema: roadSignSettingsSchema }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(roadSignKeys.settings(settings.campaign_id), settings);
      await refresh(settings.campaign_id);
    },
  });
};
