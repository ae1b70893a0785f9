import { inArray, sql } from "drizzle-orm";
import { stopPositions } from "~/db/schema/rounds";
import { parsePostcode } from "~/features/delivery/public";
import { collectionPointsByIds } from "~/features/delivery/public.server";
import { getRoundSheet } from "~/features/kitchen/public.server";
import { DELIVERY_WINDOW, deliveryWindowLabel } from "~/features/orders/public";
import { getBusinessSettings } from "~/features/settings/public.server";
import { dayOfWeek } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { hoursSpan } from "./clock";
import { positionsOf, type LatLng } from "./geocoder.server";

/** A place a driver stops at on the date: a delivery, or a collection point's drop. */
export interface RoundPlace {
  /** "order:<id>" or "point:<id>". */
  key: string;
  kind: "order" | "point";
  orderId: string | null;
  collectionPointId: string | null;
  /** The customer's name, or the point's. */
  title: string;
  /** "12 Rye Lane, London" (a point: its address and hours as the customers were told). */
  address: string;
  postcode: string;
  phone: string | null;
  instructions: string | null;
  boxes: number;
  /** One line per order line ("2 × Essentials (Standard)"); a point: one per order it takes. */
  contents: string[];
  allergyNotes: string[];
  /** The orders this stop serves (one for a delivery; a point's collections). */
  orderIds: string[];
  orderNumbers: string[];
  /** "Evening (after 5pm)", a point's hours ("Open 10:00 - 13:00"), or null for any time. */
  windowLabel: string | null;
  window: { earliest: number; latest: number } | null;
  position: LatLng | null;
  /** Where the position comes from: the postcode's geocoder answer, or the owner's correction. */
  positionSource: "geocoder" | "owner" | null;
}

export interface Kitchen {
  /** The postcode from Settings ("" when none is set), or "Kitchen". */
  label: string;
  postcode: string;
  position: LatLng | null;
}

export interface RoundInput {
  date: string;
  places: RoundPlace[];
  /** The kitchen: where rounds start and end unless the owner says otherwise (null: no postcode set or no position). */
  kitchen: Kitchen;
  minutesPerStop: number;
  /** The geocoder could not be reached: positions are from earlier look-ups only. */
  geocoderOffline: boolean;
}

/**
 * The places of a date's round: its kitchen orders for delivery (each positioned once, from its
 * postcode, and kept with the order in stop_positions, or where the owner put it) and its
 * collection points (their orders dropped there within the day's hours).
 */
export async function roundInput(date: string): Promise<RoundInput> {
  const [sheet, settings] = await Promise.all([getRoundSheet(date), getBusinessSettings()]);
  const deliveries = sheet.districts.flatMap((d) => d.stops);
  const orderIds = deliveries.map((s) => s.orderId);
  const stored = new Map(
    (orderIds.length ? await db.select().from(stopPositions).where(inArray(stopPositions.orderId, orderIds)) : []).map(
      (row) => [row.orderId, row],
    ),
  );
  const pointIds = sheet.collectionPoints.flatMap((p) => (p.collectionPointId ? [p.collectionPointId] : []));
  const points = new Map((await collectionPointsByIds(pointIds)).map((p) => [p.id, p]));

  const wanted = [
    ...deliveries.filter((s) => !stored.has(s.orderId)).map((s) => s.postcode),
    ...[...points.values()].map((p) => p.postcode),
    settings.kitchenPostcode,
  ].filter(Boolean);
  const looked = await positionsOf(wanted);
  const byPostcode = (postcode: string) => {
    const parsed = parsePostcode(postcode);
    return (parsed && looked.found.get(parsed.postcode)) ?? null;
  };

  // A delivery's position, once found, stays with its order (the owner may move it later).
  const fresh = deliveries.flatMap((s) => {
    const position = stored.has(s.orderId) ? null : byPostcode(s.postcode);
    return position ? [{ orderId: s.orderId, ...position, source: "geocoder" as const }] : [];
  });
  if (fresh.length) await db.insert(stopPositions).values(fresh).onConflictDoNothing();
  for (const row of fresh) stored.set(row.orderId, { ...row, updatedAt: new Date() });

  const places: RoundPlace[] = deliveries.map((s) => {
    const position = stored.get(s.orderId);
    return {
      key: `order:${s.orderId}`,
      kind: "order",
      orderId: s.orderId,
      collectionPointId: null,
      title: s.name,
      address: [s.address, s.city].filter(Boolean).join(", "),
      postcode: s.postcode,
      phone: s.phone,
      instructions: s.instructions,
      boxes: s.boxes,
      contents: s.contents,
      allergyNotes: s.allergyNote ? [s.allergyNote] : [],
      orderIds: [s.orderId],
      orderNumbers: [s.orderNumber],
      windowLabel: s.window ? deliveryWindowLabel(s.window) : null,
      window: s.window ? { earliest: DELIVERY_WINDOW[s.window].from, latest: DELIVERY_WINDOW[s.window].until } : null,
      position: position ? { lat: position.lat, lng: position.lng } : null,
      positionSource: position?.source ?? null,
    };
  });
  const sunday = dayOfWeek(date) === 0;
  const kitchen = parsePostcode(settings.kitchenPostcode)?.postcode;
  for (const group of sheet.collectionPoints) {
    const point = group.collectionPointId ? points.get(group.collectionPointId) : undefined;
    // Customers collecting at the kitchen itself need no driver.
    if (!point || (kitchen && parsePostcode(point.postcode)?.postcode === kitchen)) continue;
    const hours = sunday ? point.sundayHours : point.saturdayHours;
    places.push({
      key: `point:${point.id}`,
      kind: "point",
      orderId: null,
      collectionPointId: point.id,
      title: point.name,
      address: group.details ?? point.name,
      postcode: point.postcode,
      phone: null,
      instructions: point.instructions || null,
      boxes: group.boxes,
      contents: group.collections.map(
        (c) => `${c.orderNumber} ${c.name}: ${c.boxes} ${c.boxes === 1 ? "box" : "boxes"}`,
      ),
      allergyNotes: group.collections.flatMap((c) => (c.allergyNote ? [`${c.name}: ${c.allergyNote}`] : [])),
      orderIds: group.collections.map((c) => c.orderId),
      orderNumbers: group.collections.map((c) => c.orderNumber),
      windowLabel: hours ? `Open ${hours}` : null,
      window: hoursSpan(hours),
      position: byPostcode(point.postcode),
      positionSource: byPostcode(point.postcode) ? "geocoder" : null,
    });
  }
  return {
    date,
    places,
    kitchen: {
      label: settings.kitchenPostcode || "Kitchen",
      postcode: settings.kitchenPostcode,
      position: byPostcode(settings.kitchenPostcode),
    },
    minutesPerStop: settings.minutesPerStop,
    geocoderOffline: looked.offline,
  };
}

/** Puts a delivery's stop where the owner says (their correction wins over the postcode's position). */
export async function setStopPosition(orderId: string, position: LatLng): Promise<void> {
  await db
    .insert(stopPositions)
    .values({ orderId, ...position, source: "owner" })
    .onConflictDoUpdate({
      target: stopPositions.orderId,
      set: { lat: position.lat, lng: position.lng, source: "owner", updatedAt: sql`now()` },
    });
}

/** The positions of postcodes typed by the owner (a driver's start or end), null when unknown. */
export async function positionOfPostcode(postcode: string): Promise<LatLng | null> {
  const parsed = parsePostcode(postcode);
  if (!parsed) return null;
  return (await positionsOf([parsed.postcode])).found.get(parsed.postcode) ?? null;
}
