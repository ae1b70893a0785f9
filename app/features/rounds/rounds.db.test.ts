import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { storage } from "~/lib/storage.server";
import { startFakePostcodesIo, type FakePostcodesIo } from "../../../tests/fakes/postcodes-io";
import { completeStop, startRound } from "./driver.server";
import { moveStop, planRound, retimeDrivers } from "./planning.server";
import { setStopPosition } from "./round-input.server";
import { driverActionResponse, loadDriverPage } from "./pages/driver.server";
import { driverPath, roundView, validDriverLink } from "./round-view.server";
import { roundCsv } from "./round-csv";

const SATURDAY = "2031-06-14";
/** Real positions of South East London postcodes (postcodes.io). */
const KNOWN = {
  "SE15 2PH": { lat: 51.4741, lng: -0.0617 },
  "SE15 4ST": { lat: 51.4703, lng: -0.0634 },
  "SE4 1AA": { lat: 51.4617, lng: -0.0355 },
  "SE22 8HQ": { lat: 51.4535, lng: -0.0735 },
  "SE8 3DX": { lat: 51.4784, lng: -0.0259 },
  "SE13 5AB": { lat: 51.4588, lng: -0.0126 },
  "SE23 3TW": { lat: 51.4393, lng: -0.0533 },
};

let fake: FakePostcodesIo;
let serial = 0;
let pointId: string;
let kitchenPointId: string;

async function order(name: string, postcode: string | null, more: Partial<typeof s.orders.$inferInsert> = {}) {
  const point = more.collectionPointId ?? pointId;
  serial++;
  const [first, last] = name.split(" ");
  const [o] = await db
    .insert(s.orders)
    .values({
      orderNumber: `TIF-RND${String(serial).padStart(3, "0")}`,
      status: "paid",
      email: `${first.toLowerCase()}@example.com`,
      firstName: first,
      lastName: last,
      phone: `07700 900${String(serial).padStart(3, "0")}`,
      fulfilment: postcode ? "delivery" : "collection",
      address: postcode ? `${serial} Test Street` : null,
      city: postcode ? "London" : null,
      postcode,
      collectionPointId: postcode ? null : point,
      collectionPoint: postcode ? null : "Forest Hill Library, 1 Dartmouth Road (Saturday 11:00 - 14:00)",
      deliveryDate: SATURDAY,
      subtotalPence: 0,
      shippingPence: 0,
      discountPence: 0,
      totalPence: 0,
      boxes: 2,
      containers: 0,
      paymentProvider: "test",
      ...more,
    })
    .returning();
  await db.insert(s.orderLines).values({
    orderId: o.id,
    position: 0,
    lineType: "box",
    label: "Essentials (Standard)",
    quantity: 2,
    unitPricePence: 0,
    lineTotalPence: 0,
  });
  return o;
}

const outbox = (kind: string) =>
  db.select().from(s.emailOutbox).where(eq(s.emailOutbox.kind, kind)).orderBy(asc(s.emailOutbox.createdAt));
const emailOf = (name: string) => `${name.split(" ")[0].toLowerCase()}@example.com`;
const statusOf = async (id: string) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0].status;

let lost: typeof s.orders.$inferSelect;

beforeAll(async () => {
  fake = await startFakePostcodesIo({ known: KNOWN });
  (env as Record<string, unknown>).GEOCODER_URL = fake.url;
  const round = { kitchenPostcode: "SE15 2PH", minutesPerStop: 4 };
  await db
    .insert(s.businessSettings)
    .values({ id: 1, businessName: "Dabba", contactEmail: "owner@example.com", ...round })
    .onConflictDoUpdate({ target: s.businessSettings.id, set: round });
  invalidatePublicCaches();
  const point = (name: string, address: string, postcode: string) =>
    db
      .insert(s.collectionPoints)
      .values({ name, address, postcode, saturdayHours: "11:00 - 14:00" })
      .returning()
      .then(([row]) => row.id);
  pointId = await point("Forest Hill Library", "1 Dartmouth Road", "SE23 3TW");
  kitchenPointId = await point("Saffron Kitchen", "12 Consort Road", "SE15 2PH");
  await order("Rita Rye", "SE15 4ST", { allergyNote: "Peanuts" });
  await order("Sam Brockley", "SE4 1AA");
  await order("Eve Dulwich", "SE22 8HQ", { deliveryWindow: "evening" });
  await order("Dan Deptford", "SE8 3DX");
  await order("Lee Lewisham", "SE13 5AB");
  lost = await order("Nia Nowhere", "ZZ99 9ZZ");
  await order("Col Lector", null);
  // Collected at the kitchen itself: no driver takes it anywhere.
  await order("Kit Chen", null, { collectionPointId: kitchenPointId });
  await order("Una Paid", "SE15 4ST", { status: "pending_payment" });
});

afterAll(async () => {
  (env as Record<string, unknown>).GEOCODER_URL = undefined;
  await fake.close();
});

describe("planning a round", () => {
  it("asks for the kitchen's postcode when drivers start there and none is set", async () => {
    await db.update(s.businessSettings).set({ kitchenPostcode: "" });
    invalidatePublicCaches();
    expect(await planRound(SATURDAY, [{ name: "Asha", start: "", end: "", startTime: "10:00" }])).toEqual({
      ok: false,
      error: "Please set the kitchen's postcode in Settings, or give each driver's start postcode",
    });
    expect(await planRound(SATURDAY, [{ name: "Asha", start: "SE99 9ZZ", end: "", startTime: "10:00" }])).toEqual({
      ok: false,
      error: "We could not find the postcode SE99 9ZZ",
    });
    expect((await roundView(SATURDAY)).drivers).toEqual([]);
    await db.update(s.businessSettings).set({ kitchenPostcode: "SE15 2PH" });
    invalidatePublicCaches();
  });

  it("plans every positioned stop for one driver, each inside its window, and names the stop without a position", async () => {
    const outcome = await planRound(SATURDAY, [{ name: "Asha", start: "", end: "", startTime: "10:00" }]);
    expect(outcome).toMatchObject({ ok: true, planned: 6, unplaced: ["Nia Nowhere"], late: [] });
    const round = await roundView(SATURDAY);
    const [asha] = round.drivers;
    expect(asha.name).toBe("Asha");
    expect(asha.startLabel).toBe("SE15 2PH");
    expect(asha.stops.map((stop) => stop.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    const byTitle = new Map(asha.stops.map((stop) => [stop.title, stop]));
    // The evening order arrives after 5pm; the collection point's drop within its hours.
    expect(byTitle.get("Eve Dulwich")!.arrivalMinutes).toBeGreaterThanOrEqual(17 * 60);
    expect(byTitle.get("Eve Dulwich")!.windowLabel).toBe("Evening (after 5pm)");
    expect(byTitle.has("Saffron Kitchen")).toBe(false);
    const point = byTitle.get("Forest Hill Library")!;
    expect(point).toMatchObject({ kind: "point", orderNumbers: [expect.any(String)] });
    expect(point.arrivalMinutes).toBeGreaterThanOrEqual(11 * 60);
    expect(point.arrivalMinutes).toBeLessThanOrEqual(14 * 60);
    expect(asha.stops.every((stop) => !stop.late)).toBe(true);
    // Arrivals follow the order of the stops.
    const arrivals = asha.stops.map((stop) => stop.arrivalMinutes);
    expect([...arrivals].sort((a, b) => a - b)).toEqual(arrivals);
    expect(byTitle.get("Rita Rye")!.allergyNotes).toEqual(["Peanuts"]);
    expect(round.lacking.map((p) => p.title)).toEqual(["Nia Nowhere"]);
    // An unpaid order is not on the round.
    expect(asha.stops.some((stop) => stop.title === "Una Paid")).toBe(false);
  });

  it("shares the stops between two drivers and keeps each position with its order, looked up once", async () => {
    const before = fake.requests.length;
    const outcome = await planRound(SATURDAY, [
      { name: "Asha", start: "", end: "", startTime: "10:00" },
      { name: "Ben", start: "SE8 3DX", end: "", startTime: "10:00" },
    ]);
    expect(outcome).toMatchObject({ ok: true, planned: 6 });
    const round = await roundView(SATURDAY);
    expect(round.drivers.map((d) => d.name)).toEqual(["Asha", "Ben"]);
    expect(round.drivers.flatMap((d) => d.stops).length).toBe(6);
    // Each takes a share of the boxes (12 in all: at most 6 + 2 each).
    expect(round.drivers.map((d) => d.boxes).every((boxes) => boxes >= 4 && boxes <= 8)).toBe(true);
    // Only the unknown postcode is asked again (a week later, not now): nothing new is looked up.
    expect(fake.requests.length).toBe(before);
    const positions = await db.select().from(s.stopPositions);
    expect(positions.length).toBe(5);
    expect(positions.every((p) => p.source === "geocoder")).toBe(true);
  });

  it("moves a stop to another driver and re-estimates both routes", async () => {
    const round = await roundView(SATURDAY);
    const [asha, ben] = round.drivers;
    const moving = asha.stops[0];
    expect(await moveStop(moving.id, ben.id, 0)).toBeNull();
    const after = await roundView(SATURDAY);
    expect(after.drivers[1].stops[0].id).toBe(moving.id);
    expect(after.drivers[1].stops.map((stop) => stop.sequence)).toEqual(
      ben.stops.map((_, i) => i + 1).concat(ben.stops.length + 1),
    );
    expect(after.drivers[0].stops.map((stop) => stop.sequence)).toEqual(asha.stops.slice(1).map((_, i) => i + 1));
    // Ben now starts with it: he arrives there after leaving SE8 at 10:00 and driving over.
    expect(after.drivers[1].stops[0].arrivalMinutes).toBeGreaterThan(10 * 60);
    expect(await moveStop(moving.id, "00000000-0000-4000-8000-000000000000", 0)).toBe(
      "Please choose a driver of this round",
    );
  });

  it("takes the owner's position for a stop the geocoder does not know, and plans it next time", async () => {
    await setStopPosition(lost.id, { lat: 51.465, lng: -0.05 });
    expect((await roundView(SATURDAY)).lacking).toEqual([]);
    const outcome = await planRound(SATURDAY, [{ name: "Asha", start: "", end: "", startTime: "10:00" }]);
    expect(outcome).toMatchObject({ ok: true, planned: 7, unplaced: [] });
    const [stored] = await db.select().from(s.stopPositions).where(eq(s.stopPositions.orderId, lost.id));
    expect(stored).toMatchObject({ lat: 51.465, lng: -0.05, source: "owner" });
  });

  it("still shows the planned round when the geocoder cannot be reached", async () => {
    await fake.close();
    const round = await roundView(SATURDAY);
    expect(round.drivers[0].stops.length).toBe(7);
    expect(round.lacking).toEqual([]);
    fake = await startFakePostcodesIo({ known: KNOWN });
    (env as Record<string, unknown>).GEOCODER_URL = fake.url;
  });

  it("writes the round as CSV in route order", async () => {
    const csv = roundCsv(await roundView(SATURDAY)).split("\r\n");
    expect(csv[0]).toBe(
      "Driver,Stop,Arrival,Name,Address,Postcode,Phone,Boxes,Contents,Instructions,Window,Allergy note,Orders,Outcome",
    );
    expect(csv.filter((line) => line.startsWith("Asha,")).length).toBe(7);
    expect(csv.find((line) => line.includes("Eve Dulwich"))).toContain("Evening (after 5pm)");
  });
});

describe("the driver's page", () => {
  it("signs each driver's link", async () => {
    const [driver] = (await roundView(SATURDAY)).drivers;
    const [, , id, signature] = driverPath(driver.id).split("/");
    expect(validDriverLink(id, signature)).toBe(true);
    const tampered = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(validDriverLink(id, tampered)).toBe(false);
    expect(validDriverLink("00000000-0000-4000-8000-000000000000", signature)).toBe(false);
  });

  it("starts the round once: orders go out for delivery and the first customer hears when to expect the driver", async () => {
    const [driver] = (await roundView(SATURDAY)).drivers;
    expect(await startRound(driver.id)).toBe(true);
    expect(await startRound(driver.id)).toBe(true);
    const deliveries = driver.stops.filter((stop) => stop.kind === "order");
    for (const stop of deliveries) expect(await statusOf(stop.orderId!)).toBe("out_for_delivery");
    const next = await outbox("round-next");
    expect(next.length).toBe(1);
    const first = driver.stops[0];
    expect(first.kind).toBe("order");
    expect(next[0].to).toBe(emailOf(first.title));
    expect(next[0].subject).toMatch(/^Your box arrives in about \d+ minutes$/);
    expect((await outbox("order-out-for-delivery")).length).toBe(deliveries.length);
    // Planning again is refused once the driver has set off.
    expect(await planRound(SATURDAY, [{ name: "X", start: "", end: "", startTime: "10:00" }])).toEqual({
      ok: false,
      error: "This round has started: move stops by hand instead of planning it again",
    });
  });

  it("marks a stop delivered with its photo, tells the next customer, and keeps the first answer of a repeat", async () => {
    const [driver] = (await roundView(SATURDAY)).drivers;
    const [first, second] = driver.stops;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c60" } })
      .png()
      .toBuffer();
    const photo = new File([new Uint8Array(png)], "door.png", { type: "image/png" });
    expect(await completeStop(driver.id, first.id, { kind: "delivered", photo })).toBeNull();
    expect(await completeStop(driver.id, first.id, { kind: "failed", reason: "Nobody at home" })).toBeNull();
    const [row] = await db.select().from(s.roundStops).where(eq(s.roundStops.id, first.id));
    expect(row).toMatchObject({ outcome: "delivered", failureReason: null });
    expect(row.photoKey).toMatch(/^deliveries\//);
    expect((await storage.get(row.photoKey!))?.length).toBe(png.length);
    expect(await statusOf(first.orderId!)).toBe("delivered");
    const next = await outbox("round-next");
    expect(next.length).toBe(2);
    expect(second.kind).toBe("order");
    expect(next[1].to).toBe(emailOf(second.title));
    expect((await outbox("order-delivered")).map((mail) => mail.to)).toEqual([emailOf(first.title)]);
  });

  it("notes a stop that could not be delivered on its order, without moving it", async () => {
    const [driver] = (await roundView(SATURDAY)).drivers;
    const stop = driver.stops.find((s) => s.kind === "order" && !s.outcome)!;
    expect(await completeStop(driver.id, stop.id, { kind: "failed", reason: "Nobody at home" })).toBeNull();
    expect(await statusOf(stop.orderId!)).toBe("out_for_delivery");
    const notes = await db
      .select()
      .from(s.orderStatusHistory)
      .where(
        and(eq(s.orderStatusHistory.orderId, stop.orderId!), eq(s.orderStatusHistory.toStatus, "out_for_delivery")),
      );
    expect(notes.map((n) => n.note)).toContain("Couldn't deliver (Asha): Nobody at home");
    expect(
      await completeStop(driver.id, "00000000-0000-4000-8000-000000000000", { kind: "delivered", photo: null }),
    ).toBe("This stop is no longer on your round");
  });

  it("answers the page's actions as JSON: a reason is needed when a box could not be delivered", async () => {
    const [driver] = (await roundView(SATURDAY)).drivers;
    const stop = driver.stops.find((s) => !s.outcome)!;
    const [, , driverId, signature] = driverPath(driver.id).split("/");
    const body = new FormData();
    body.set("intent", "failed");
    body.set("stopId", stop.id);
    body.set("reason", "  ");
    const response = await driverActionResponse(new Request("http://localhost/", { method: "POST", body }), {
      driverId,
      signature,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: "Please say why the box could not be delivered" });
    const page = await loadDriverPage({ driverId, signature });
    expect(page.driver.stops.find((s) => s.id === stop.id)?.outcome).toBeNull();
  });

  it("refuses a file that is not an image, keeping the stop open", async () => {
    const [driver] = (await roundView(SATURDAY)).drivers;
    const stop = driver.stops.find((s) => !s.outcome)!;
    const text = new File(["not a photo"], "door.jpg", { type: "image/jpeg" });
    expect(await completeStop(driver.id, stop.id, { kind: "delivered", photo: text })).toBe(
      "Please upload an image file (JPEG, PNG, WebP or AVIF)",
    );
    const [row] = await db.select().from(s.roundStops).where(eq(s.roundStops.id, stop.id));
    expect(row.outcome).toBeNull();
    await retimeDrivers([driver.id]);
  });
});
