import { formatAddress } from "~/lib/address";
import { dayOfWeek, isIsoDate, type IsoDate } from "~/lib/dates";

/**
 * Collection points (pure, browser-safe): where a customer may collect an order instead of
 * having it delivered, with collection hours for Saturday and for Sunday ("11:00 - 14:00"; empty
 * means no collection that day).
 */
export interface CollectionPointOffer {
  id: string;
  name: string;
  address: string;
  postcode: string;
  instructions: string;
  saturdayHours: string;
  sundayHours: string;
}

/** The spec's words when a postcode is outside the delivery area (the postcode check says the same). */
export const OUTSIDE_AREA_TITLE = "We don't deliver to your postcode currently.";
export const outsideAreaMessage = (postcode: string) =>
  `We're expanding our delivery area and hope to reach ${postcode} soon. You can still order and collect your meals from us.`;

export type CollectionDay = "Saturday" | "Sunday";

/** The collection day of a date: Saturday or Sunday; null for a weekday or no date. */
export function collectionDay(date: IsoDate | null | undefined): CollectionDay | null {
  if (!date || !isIsoDate(date)) return null;
  const dow = dayOfWeek(date);
  return dow === 6 ? "Saturday" : dow === 0 ? "Sunday" : null;
}

/** A point's hours on a day ("" when it is closed that day). */
export function hoursOnDay(point: Pick<CollectionPointOffer, "saturdayHours" | "sundayHours">, day: CollectionDay) {
  return (day === "Saturday" ? point.saturdayHours : point.sundayHours).trim();
}

/** A point's hours on the day of a date ("" when it is closed then, or the date is not a weekend day). */
export function hoursOn(point: Pick<CollectionPointOffer, "saturdayHours" | "sundayHours">, date: IsoDate | null) {
  const day = collectionDay(date);
  return day ? hoursOnDay(point, day) : "";
}

/** The points that are open for collection on a date's day, in their order. */
export function pointsOpenOn<P extends Pick<CollectionPointOffer, "saturdayHours" | "sundayHours">>(
  points: P[],
  date: IsoDate | null,
): P[] {
  return points.filter((point) => hoursOn(point, date) !== "");
}

/** One line of a point's address with its postcode: "12 Consort Road, Peckham, London, SE15 2PH". */
export function pointAddress(point: Pick<CollectionPointOffer, "address" | "postcode">): string {
  return formatAddress(point.address, point.postcode);
}

/**
 * The point as an order keeps it (name, address, hours as the customer was told them):
 * "Saffron Dabba Kitchen, 12 Consort Road, Peckham, London, SE15 2PH (Saturday 11:00 - 14:00)".
 */
export function describeCollectionPoint(point: Omit<CollectionPointOffer, "id" | "instructions">, date: IsoDate) {
  const day = collectionDay(date);
  const hours = day ? hoursOnDay(point, day) : "";
  return `${point.name.trim()}, ${pointAddress(point)}${day && hours ? ` (${day} ${hours})` : ""}`;
}
