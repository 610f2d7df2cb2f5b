import { and, between, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ROAD_SIGN_LIMITS } from '@groundwork/shared/contracts/road-signs';
import { type NearestAddress } from '@groundwork/shared/contracts/road-sign-placements';
import type { DbOrTx } from '../../db/client.ts';
import { voters } from '../../db/schema/index.ts';
import type { TypedAddress } from '../../lib/addresses/typed-address.ts';
import { haversineMetres } from '../walkbooks/route/distance.ts';

const METRES_PER_DEGREE = 111_320;
const NONE: NearestAddress = { address: null, voter_id: null, distance_m: null, coordinates: null };

export const findVoterInCampaign = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select({ id: voters.id, lat: voters.lat, lng: voters.lng })
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

/** The residence's key, as `voters.mail_key` would be without a separate mailing address. */
const residenceKey = sql`gw_mail_address_key(${voters.resStreet}, ${voters.resUnit}, ${voters.resZip})`;

/**
 * Where the voter file's household at a typed address stands (decision 0054): the voters whose residence has
 * the address's key (found through the indexed `mail_key` when a ZIP was typed; by street and city otherwise),
 * with a position. Null when no household, or more than one (the same street in two ZIPs of the city), matches.
 */
export const householdAt = async (
  db: DbOrTx,
  campaignId: string,
  typed: TypedAddress,
): Promise<{ voterId: string; lat: number; lng: number } | null> => {
  let where: SQL | undefined;
  if (typed.key) where = and(eq(voters.mailKey, typed.key), sql`${residenceKey} = ${typed.key}`);
  else if (typed.line && typed.city)
    where = sql`starts_with(${residenceKey}, ${typed.line}) and upper(btrim(${voters.resCity})) = ${typed.city}`;
  if (!where) return null;
  const rows = await db
    .select({ id: voters.id, lat: voters.lat, lng: voters.lng, key: residenceKey })
    .from(voters)
    .where(and(eq(voters.campaignId, campaignId), isNotNull(voters.lat), isNotNull(voters.lng), where))
    .orderBy(voters.id)
    .limit(50);
  const [first] = rows;
  if (!first || first.lat === null || first.lng === null) return null;
  if (rows.some((row) => row.key !== first.key)) return null;
  return { voterId: first.id, lat: first.lat, lng: first.lng };
};
