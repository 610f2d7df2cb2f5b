import type {
  RecommendationRequestDetail,
  RecommendedWalkbook,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { CAMPAIGN_ID, USER_ID } from '../../../test/fake-server';

/** Fixtures of the recommendation tests: a Ready request of two recommended walkbooks. */
export const REQUEST_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const WALKBOOK_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const NOW = '2026-10-01T12:00:00.000Z';
export const AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-78.64, 35.78],
      [-78.63, 35.78],
      [-78.63, 35.79],
      [-78.64, 35.78],
    ] as [number, number][],
  ],
};

export const book = (
  rank: number,
  uncontacted: number,
  overrides: Partial<RecommendedWalkbook> = {},
): RecommendedWalkbook => ({
  id: `${String(rank)}c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f`,
  campaign_id: CAMPAIGN_ID,
  request_id: REQUEST_ID,
  user_id: USER_ID,
  name: `Democrats ${String(rank)}`,
  creation_method: 'Recommended',
  status: 'Proposed',
  rank,
  geo_data: AREA,
  geojson: {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'area' }, geometry: AREA },
      {
        type: 'Feature',
        properties: { kind: 'doors' },
        geometry: { type: 'MultiPoint', coordinates: [[-78.635, 35.785]] },
      },
    ],
  },
  filter_params: { parties: ['DEM'] },
  survey_id: null,
  survey_name: null,
  doors: 40,
  voters: 61,
  uncontacted,
  estimated_minutes: 96,
  walkbook_id: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

export const request: RecommendationRequestDetail = {
  id: REQUEST_ID,
  campaign_id: CAMPAIGN_ID,
  campaign_name: 'Riverside for Council',
  user_id: USER_ID,
  request_name: 'Democrats',
  description: 'Every Democrat',
  outreach_type: 'Walkbook',
  creation_method: 'Requested',
  filter_params: { parties: ['DEM'] },
  target_doors: 40,
  target_minutes: null,
  survey_id: null,
  status: 'Ready',
  error: null,
  voters: 122,
  doors: 80,
  unplaced_doors: 0,
  walkbook_count: 2,
  accepted_count: 0,
  created_at: NOW,
  updated_at: NOW,
  recommended_walkbooks: [book(1, 58), book(2, 12)],
};
