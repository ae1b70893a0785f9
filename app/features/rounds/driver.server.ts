import { and, asc, eq, isNull } from "drizzle-orm";
import { roundDrivers, roundStops } from "~/db/schema/rounds";
import { queueMessage, renderEmail, serviceReach } from "~/features/messaging/public.server";
import { changeOrderStatus, getOrderView, noteOnOrder } from "~/features/orders/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db, transaction } from "~/lib/db.server";
import { deleteStoredImage, storeUploadedImage, UploadError } from "~/lib/uploads/uploads.server";
import { aboutMinutes, minutesOf } from "./clock";
import { roundView } from "./round-view.server";

/** Where proof-of-delivery photos are kept in the uploads storage (not swept, not public). */
export const DELIVERY_PHOTOS = "deliveries";

type Stop = typeof roundStops.$inferSelect;
type Driver = typeof roundDrivers.$inferSelect;

async function driverAndStops(driverId: string) {
  const [driver] = await db.select().from(roundDrivers).where(eq(roundDrivers.id, driverId)).for("update");
  if (!driver) return null;
  const stops = await db
    .select()
    .from(roundStops)
    .where(eq(roundStops.driverId, driverId))
    .orderBy(asc(roundStops.sequence));
  return { driver, stops };
}

/** The orders a stop serves: its delivery, or the collections its point takes that date. */
async function ordersOfStop(driver: Driver, stop: Stop): Promise<string[]> {
  if (stop.orderId) return [stop.orderId];
  const view = await roundView(driver.date, driver.id);
  return view.drivers[0]?.stops.find((s) => s.id === stop.id)?.orderIds ?? [];
}

/**
 * "Your box arrives in about 20 minutes", to the customer of the next stop not yet done, on the
 * channels they chose for their orders (email, and SMS when they asked for order updates by text);
 * once per stop. `minutes` is the time until its estimated arrival.
 */
async function tellNext(stops: Stop[], after: number, minutes: (next: Stop) => number) {
  const next = stops.find((s) => s.sequence > after && !s.outcome);
  if (!next?.orderId || next.notifiedAt) return;
  const claimed = await db
    .update(roundStops)
    .set({ notifiedAt: new Date() })
    .where(and(eq(roundStops.id, next.id), isNull(roundStops.notifiedAt)))
    .returning({ id: roundStops.id });
  const order = claimed.length ? await getOrderView(next.orderId) : null;
  if (!order) return;
  const settings = await getBusinessSettings();
  const about = aboutMinutes(minutes(next));
  const subject = `Your box arrives in about ${about} minutes`;
  const line = `Hello ${order.firstName}, your ${settings.businessName} order ${order.orderNumber} arrives in about ${about} minutes.`;
  for (const reach of await serviceReach(order.email, order.phone)) {
    if (reach.channel === "email") {
      const { html, text } = renderEmail(settings.businessName, {
        heading: "Your box is nearly there",
        paragraphs: [line, "Our driver is on the way to you now."],
      });
      await queueMessage({ channel: "email", to: reach.to, subject, html, text, kind: "round-next" });
    } else {
      await queueMessage({
        channel: reach.channel,
        to: reach.to,
        contact: order.email.toLowerCase(),
        subject,
        text: `${settings.businessName}: ${line}`,
        kind: "round-next",
      });
    }
  }
}

/**
 * The driver sets off: every delivery on the route goes out for delivery (the customers get the
 * "on its way" email), and the first customer is told when to expect them. Done once; pressing
 * it again (or a queued press arriving late) changes nothing.
 */
export async function startRound(driverId: string): Promise<boolean> {
  return transaction(async () => {
    const found = await driverAndStops(driverId);
    if (!found) return false;
    const { driver, stops } = found;
    if (driver.startedAt) return true;
    await db.update(roundDrivers).set({ startedAt: new Date() }).where(eq(roundDrivers.id, driverId));
    for (const stop of stops)
      if (stop.orderId && !stop.outcome)
        await changeOrderStatus(stop.orderId, "out_for_delivery", null, `Out with ${driver.name}`);
    const departAt = minutesOf(driver.startTime) ?? 0;
    await tellNext(stops, 0, (next) => next.arrivalMinutes - departAt);
    return true;
  });
}

export type StopOutcome = { kind: "delivered"; photo: File | null } | { kind: "failed"; reason: string };

/**
 * A stop done: delivered (the order is marked delivered with its email; a collection point's drop
 * makes its orders ready to collect, with theirs), or not delivered (the reason noted on the
 * order). A photo is kept in the uploads storage. The next customer is told when to expect the
 * driver. A stop already done keeps its first outcome (a queued action sent twice is harmless).
 */
export async function completeStop(driverId: string, stopId: string, outcome: StopOutcome): Promise<string | null> {
  let photoKey: string | null = null;
  if (outcome.kind === "delivered" && outcome.photo && outcome.photo.size > 0) {
    try {
      photoKey = (await storeUploadedImage(outcome.photo, DELIVERY_PHOTOS)).key;
    } catch (error) {
      if (error instanceof UploadError) return error.message;
      throw error;
    }
  }
  try {
    return await transaction(async () => {
      const found = await driverAndStops(driverId);
      const stop = found?.stops.find((s) => s.id === stopId);
      if (!found || !stop) return "This stop is no longer on your round";
      if (stop.outcome) {
        if (photoKey) await deleteStoredImage(photoKey);
        return null;
      }
      const { driver, stops } = found;
      await db
        .update(roundStops)
        .set({
          outcome: outcome.kind,
          failureReason: outcome.kind === "failed" ? outcome.reason : null,
          photoKey,
          doneAt: new Date(),
        })
        .where(eq(roundStops.id, stopId));
      for (const orderId of await ordersOfStop(driver, stop)) {
        if (outcome.kind === "failed")
          await noteOnOrder(orderId, `Couldn't deliver (${driver.name}): ${outcome.reason}`);
        else if (stop.orderId) await changeOrderStatus(orderId, "delivered", null, `Delivered by ${driver.name}`);
        else
          await changeOrderStatus(orderId, "out_for_delivery", null, `Taken to the collection point by ${driver.name}`);
      }
      const settings = await getBusinessSettings();
      await tellNext(
        stops,
        stop.sequence,
        (next) => next.arrivalMinutes - stop.arrivalMinutes - settings.minutesPerStop,
      );
      return null;
    });
  } catch (error) {
    if (photoKey) await deleteStoredImage(photoKey);
    throw error;
  }
}

/** A stop's proof-of-delivery photo (for the back-office), or null. */
export async function stopPhotoKey(stopId: string): Promise<string | null> {
  const [row] = await db.select({ key: roundStops.photoKey }).from(roundStops).where(eq(roundStops.id, stopId));
  return row?.key ?? null;
}
