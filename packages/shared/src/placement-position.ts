/**
 * Which position a sign placement takes when the phone and the photo both have one (decision 0054): the photo's
 * EXIF GPS when the two are more than PHOTO_GPS_METRES apart (the photo was taken at the sign; a phone's fix is
 * often a coarse or stale one), else the phone's. The server decides with it and the phone screen shows the same.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Beyond this many metres apart, the photo's position wins over the phone's. */
export const PHOTO_GPS_METRES = 50;

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres (haversine). */
export const metresBetween = (a: LatLng, b: LatLng): number => {
  const s = Math.sin(((b.lat - a.lat) * RAD) / 2);
  const t = Math.sin(((b.lng - a.lng) * RAD) / 2);
  const h = s * s + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * t * t;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Whether the photo's position wins over the phone's, and how far apart they are (whole metres). */
export const photoOverPhone = (phone: LatLng, photo: LatLng): { photoWins: boolean; gapM: number } => {
  const gapM = Math.round(metresBetween(phone, photo));
  return { photoWins: gapM > PHOTO_GPS_METRES, gapM };
};
