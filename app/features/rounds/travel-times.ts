/**
 * Travel times estimated from straight lines: what the round is planned with when no routing
 * service is configured or it fails, and what the browser re-estimates with while the owner moves
 * stops. Pure and browser-safe.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Roads are longer than the straight line between two doors. Measured circuity of road networks
 * is about 1.2–1.4 (Ballou et al., "Selected country circuity factors for road travel distance
 * estimation", 2002: ~1.3 for Great Britain); a dense London street grid cut by the river, rail
 * lines and one-way streets sits at the upper end, so a round is not promised too short.
 */
export const ROAD_FACTOR = 1.4;

/**
 * A van's average speed between stops in inner/outer London: TfL's network performance figures
 * put average traffic speeds around 15 mph (24 km/h) outside the congested centre, including
 * junctions and lights; parking time is counted per stop, not here.
 */
export const AVERAGE_KMH = 24;

const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes for one pair: straight-line distance × road factor at the average speed (to 0.1 min). */
export function straightLineMinutesBetween(a: LatLng, b: LatLng): number {
  const minutes = ((haversineKm(a, b) * ROAD_FACTOR) / AVERAGE_KMH) * 60;
  return Math.round(minutes * 10) / 10;
}

/** Minutes between every pair: straight-line distance × road factor at the average speed (rounded to 0.1 min). */
export function straightLineMinutes(points: LatLng[]): number[][] {
  return points.map((from) => points.map((to) => straightLineMinutesBetween(from, to)));
}
