import type { Coordinates } from '@groundwork/shared/contracts/road-signs';

/** This device's position from its GPS; rejects when refused, unavailable or slow (10 s). */
export const currentPosition = (): Promise<Coordinates> =>
  new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell its position'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });

/** The GPS position a photo's EXIF carries, read in the browser to show it before upload; null if none. */
export const photoPosition = async (file: File): Promise<Coordinates | null> => {
  try {
    const { gps } = await import('exifr');
    const found = await gps(file);
    if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return null;
    return { lat: found.latitude, lng: found.longitude };
  } catch {
    return null;
  }
};
