import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { CAMPAIGN_ID, USER_ID } from '../../../test/fake-server';

/** An installed placement as the server answers it (tests). */
export const placementFixture: Placement = {
  id: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  campaign_id: CAMPAIGN_ID,
  road_sign_id: '0b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  road_sign_name: 'Vote Yes',
  user_id: USER_ID,
  requested_by: null,
  status: 'installed',
  coordinates: { lat: 35.7796, lng: -78.6382 },
  location_source: 'sent',
  location_gap_m: null,
  address: '12 Oak St',
  contact: null,
  voter_id: null,
  notes: null,
  condition: null,
  photo: null,
  file: null,
  removal_flag: null,
  installed_at: '2026-11-20T10:00:00.000Z',
  inspected_at: null,
  removed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
