import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { roundDrivers, roundStops, stopPositions } from "~/db/schema/rounds";
import { db } from "~/lib/db.server";
import { deleteStoredImage } from "~/lib/uploads/uploads.server";

/**
 * What the rounds hold about a person's orders, for their data download: each delivery's round
 * (date, driver, estimated arrival, what happened, whether a photo was taken) and where their door
 * was put on the map.
 */
export async function roundDataOf(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const [stops, positions] = await Promise.all([
    db
      .select({
        orderId: roundStops.orderId,
        date: roundDrivers.date,
        driver: roundDrivers.name,
        arrivalMinutes: roundStops.arrivalMinutes,
        outcome: roundStops.outcome,
        failureReason: roundStops.failureReason,
        photoKey: roundStops.photoKey,
        doneAt: roundStops.doneAt,
      })
      .from(roundStops)
      .innerJoin(roundDrivers, eq(roundDrivers.id, roundStops.driverId))
      .where(inArray(roundStops.orderId, orderIds))
      .orderBy(asc(roundDrivers.date)),
    db.select().from(stopPositions).where(inArray(stopPositions.orderId, orderIds)),
  ]);
  const onRound = new Set(stops.map((s) => s.orderId));
  return [
    ...stops.map(({ photoKey, ...stop }) => {
      const position = positions.find((p) => p.orderId === stop.orderId);
      return {
        ...stop,
        photoTaken: Boolean(photoKey),
        latitude: position?.lat ?? null,
        longitude: position?.lng ?? null,
      };
    }),
    ...positions
      .filter((p) => !onRound.has(p.orderId))
      .map((p) => ({ orderId: p.orderId, latitude: p.lat, longitude: p.lng })),
  ];
}

/**
 * What the rounds hold about a person's orders goes (decision 038): where their door is (a stop's
 * position), the driver's photo of it and the reason a box could not be left. The stops stay, so a
 * past round still adds up. Returns the photos' keys: the caller removes the files once its
 * transaction has committed (`removeDeliveryPhotos`), so a rolled-back erasure loses nothing.
 */
export async function eraseRoundData(orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  await db.delete(stopPositions).where(inArray(stopPositions.orderId, orderIds));
  const photos = await db
    .select({ key: roundStops.photoKey })
    .from(roundStops)
    .where(and(inArray(roundStops.orderId, orderIds), isNotNull(roundStops.photoKey)));
  await db.update(roundStops).set({ photoKey: null, failureReason: null }).where(inArray(roundStops.orderId, orderIds));
  return photos.flatMap((p) => (p.key ? [p.key] : []));
}

/** Removes delivery photos from the uploads storage (after the erasure that named them committed). */
export async function removeDeliveryPhotos(keys: string[]): Promise<void> {
  for (const key of keys) await deleteStoredImage(key);
}
