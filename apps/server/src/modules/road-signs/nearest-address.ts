import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import { ROAD_SIGN_LIMITS } from '@groundwork/shared/contracts/road-signs';
import { type NearestAddress } from '@groundwork/shared/contracts/road-sign-placements';
import type { DbOrTx } from '../../db/client.ts';
import { voters } from '../../db/schema/index.ts';
import { haversineMetres } from '../walkbooks/route/distance.ts';

const METRES_PER_DEGREE = 111_320;
const NONE: NearestAddress = { address: null, voter_id: null, distance_m: null, coordinates: null };

export const findVoterInCampaign = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select({ id: voters.id })
    .from(voters)
    .where(and(eq(voters.campaignId, campaignId), eq(voters.id, id)));
  return row;
};

/**
 * The address of the voter household nearest a point, if one lies within
 * ROAD_SIGN_LIMITS.nearestAddressMetres: a bounding box on the indexed lat/lng, then the nearest by
 * an equirectangular distance, reported as a great-circle distance.
 */
export const nearestAddress = async (
  db: DbOrTx,
  campaignId: string,
  point: { lat: number; lng: number },
): Promise<NearestAddress> => {
  const radius = ROAD_SIGN_LIMITS.nearestAddressMetres;
  const dLat = radius / METRES_PER_DEGREE;
  const cosLat = Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01);
  const dLng = dLat / cosLat;
  const [row] = await db
    .select({
      id: voters.id,
      street: voters.resStreet,
      unit: voters.resUnit,
      city: voters.resCity,
      state: voters.resState,
      zip: voters.resZip,
      lat: voters.lat,
      lng: voters.lng,
    })
    .from(voters)
    .where(
      and(
        eq(voters.campaignId, campaignId),
        isNotNull(voters.resStreet),
        between(voters.lat, point.lat - dLat, point.lat + dLat),
        between(voters.lng, point.lng - dLng, point.lng + dLng),
      ),
    )
    .orderBy(
      sql`power(${voters.lat} - ${point.lat}, 2) + power((${voters.lng} - ${point.lng}) * ${cosLat}, 2)`,
      voters.id,
    )
    .limit(1);
  if (!row || row.lat === null || row.lng === null) return NONE;
  const distance = haversineMetres(point, { lat: row.lat, lng: row.lng });
  if (distance > radius) return NONE;
  const street = [row.street, row.unit].filter(Boolean).join(' ');
  const region = [row.state, row.zip].filter(Boolean).join(' ');
  return {
    address: [street, row.city, region].filter(Boolean).join(', '),
    voter_id: row.id,
    distance_m: Math.round(distance),
    coordinates: { lat: row.lat, lng: row.lng },
  };
};
