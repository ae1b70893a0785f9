import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { collectionPoints } from "~/db/schema/delivery";
import { formatLongDate, isIsoDate, type IsoDate } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { collectionDay, describeCollectionPoint, hoursOnDay, type CollectionPointOffer } from "./collection-points";

const offerColumns = {
  id: collectionPoints.id,
  name: collectionPoints.name,
  address: collectionPoints.address,
  postcode: collectionPoints.postcode,
  instructions: collectionPoints.instructions,
  saturdayHours: collectionPoints.saturdayHours,
  sundayHours: collectionPoints.sundayHours,
};

/** The points offered to customers: active ones, in display order. */
export function activeCollectionPoints(): Promise<CollectionPointOffer[]> {
  return db
    .select(offerColumns)
    .from(collectionPoints)
    .where(eq(collectionPoints.isActive, true))
    .orderBy(asc(collectionPoints.displayOrder), asc(collectionPoints.name));
}

/** The points of `ids` as they are now (active or not; a deleted one is missing): name and instructions. */
export async function collectionPointsByIds(ids: string[]): Promise<
  Array<{
    id: string;
    name: string;
    instructions: string | null;
    postcode: string;
    saturdayHours: string;
    sundayHours: string;
  }>
> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: collectionPoints.id,
      name: collectionPoints.name,
      instructions: collectionPoints.instructions,
      postcode: collectionPoints.postcode,
      saturdayHours: collectionPoints.saturdayHours,
      sundayHours: collectionPoints.sundayHours,
    })
    .from(collectionPoints)
    .where(inArray(collectionPoints.id, ids));
}

export const UNKNOWN_POINT_MESSAGE = "This collection point is no longer available. Please choose another one.";
export const CHOOSE_POINT_MESSAGE = "Please choose a collection point.";
export const closedOnMessage = (name: string, date: IsoDate) =>
  `${name} is not open for collection on ${formatLongDate(date)}. Please choose another collection point or date.`;

export type CollectionPointCheck =
  | {
      ok: true;
      point: CollectionPointOffer;
      /** The point as the order keeps it: name, address and the hours of the date's day. */
      snapshot: string;
    }
  | { ok: false; message: string };

/**
 * Whether an order for `date` can be collected from the point `id`: the point must exist, be
 * active and have collection hours on the date's day (Saturday or Sunday).
 */
export async function checkCollectionPoint(
  id: string | null | undefined,
  date: IsoDate | null | undefined,
): Promise<CollectionPointCheck> {
  if (!id) return { ok: false, message: CHOOSE_POINT_MESSAGE };
  // A forged id ("000…000" without dashes passed a looser pattern) is unknown, never a query error.
  if (!z.uuid().safeParse(id).success) return { ok: false, message: UNKNOWN_POINT_MESSAGE };
  const [point] = await db
    .select(offerColumns)
    .from(collectionPoints)
    .where(and(eq(collectionPoints.id, id), eq(collectionPoints.isActive, true)));
  if (!point) return { ok: false, message: UNKNOWN_POINT_MESSAGE };
  const day = date && isIsoDate(date) ? collectionDay(date) : null;
  if (!date || !day || hoursOnDay(point, day) === "")
    return { ok: false, message: date && isIsoDate(date) ? closedOnMessage(point.name, date) : CHOOSE_POINT_MESSAGE };
  return { ok: true, point, snapshot: describeCollectionPoint(point, date) };
}
