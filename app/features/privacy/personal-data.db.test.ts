/**
 * The customer's data rights (decision 038): the download holds every section, and an erasure takes
 * the person out of everything at once (orders kept without them, account and sessions gone,
 * marketing stopped), touches nobody else, and is one transaction.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { preferencesOf, updatePreferences } from "~/features/messaging/public.server";
import { submitContactMessage } from "~/features/messaging/contact.server";
import { addCredit } from "~/features/wallet/public.server";
import { db } from "~/lib/db.server";
import { sendEmail } from "~/lib/mailer.server";
import { storage } from "~/lib/storage.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer, guestOrderOf } from "../../../tests/factories/customer-orders";
import { connectFakeStripe, disconnectFakeStripe } from "../../../tests/fake-stripe";
import { createOrderingMenu } from "../../../tests/factories/ordering";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { csvFiles, csvZipDownload, jsonDownload } from "./export-files.server";
import { collectPersonalData, erasePersonalData, holdsAnything } from "./personal-data.server";

const SATURDAY = "2026-11-28";
const checkoutAt = new Date("2026-11-19T10:00:00Z");

beforeAll(async () => {
  await createOrderingMenu(db, SATURDAY, ["Punjabi", "Goan"]);
});

/**
 * A customer with everything the shop can hold: profile, a session, a subscription (and its order),
 * a guest order under the same address, consents, a push device, messages, a waitlist entry and a
 * contact-form message.
 */
async function fullCustomer(name = "Asha Patel") {
  const user = await createCustomer(db, name);
  const email = user.email;
  await db
    .insert(s.profiles)
    .values({ id: user.id, firstName: "Asha", lastName: "Patel", phone: "07700 900123", email, postcode: "SE15 4ST" });
  await db.insert(s.session).values({
    id: `sess-${user.id}`,
    token: `token-${user.id}`,
    userId: user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const customer = customerDetails({ email });
  const { order, sub } = await paidCheckout(
    db,
    cartOf(SATURDAY, essentialsLine({ isSubscription: true })),
    checkoutAt,
    {
      userId: user.id,
      customer,
    },
  );
  const guestOrder = await guestOrderOf(cartOf(SATURDAY, essentialsLine()), { email: email.toUpperCase() }, checkoutAt);
  await updatePreferences(email, { "email-news": true, sms: true }, "sign-up", {
    phone: "+447700900123",
    userId: user.id,
  });
  await db.insert(s.pushSubscriptions).values({
    email,
    endpoint: `https://push.example/${user.id}`,
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
  });
  await sendEmail({
    to: email,
    subject: "Your box is on its way",
    html: "<p>Hi Asha</p>",
    text: "Hi Asha",
    kind: "status",
  });
  await db.insert(s.postcodeWaitlist).values({ email, postcode: "BR1 1AA" });
  await submitContactMessage({
    firstName: "Asha",
    lastName: "Patel",
    email,
    subject: "Hello",
    message: "Do you cater?",
  });
  return { user, email, order, sub, guestOrder };
}

const ordersByIds = (ids: string[]) => db.select().from(s.orders).where(inArray(s.orders.id, ids)).orderBy(s.orders.id);

describe("the data download", () => {
  it("holds every section for a customer with orders, a subscription, consents and messages", async () => {
    const { user, email, order, guestOrder } = await fullCustomer();
    const data = await collectPersonalData({ email, userId: user.id });
    expect(data.account).toMatchObject({ email, name: "Asha Patel" });
    expect(data.profile).toMatchObject({ phone: "07700 900123", postcode: "SE15 4ST" });
    expect(data.sessions).toHaveLength(1);
    expect(data.orders.map((o) => o.orderNumber).sort()).toEqual([order.orderNumber, guestOrder.orderNumber].sort());
    expect(data.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.orders[0].lines[0].dishes.length).toBeGreaterThan(0);
    expect(data.orders.find((o) => o.orderNumber === order.orderNumber)).toMatchObject({
      address: "12 Rye Lane",
      phone: "020 7946 0321",
    });
    expect(data.subscriptions).toHaveLength(1);
    expect(data.subscriptions[0]).toMatchObject({ status: "active", address: "12 Rye Lane" });
    expect(data.messages.map((m) => m.subject)).toContain("Your box is on its way");
    expect(data.consents).toMatchObject({ emailNews: true, sms: true, phone: "+447700900123" });
    expect(data.consentHistory.map((e) => [e.topic, e.granted, e.source])).toEqual(
      expect.arrayContaining([
        ["email-news", true, "sign-up"],
        ["sms", true, "sign-up"],
      ]),
    );
    expect(data.pushDevices).toHaveLength(1);
    expect(data.contactMessages).toMatchObject([{ message: "Do you cater?" }]);
    expect(data.waitlist).toMatchObject([{ postcode: "BR1 1AA" }]);

    // As JSON: the same document; as CSV: one file per section, an order's lines in their own.
    const json = await jsonDownload(data).json();
    expect(json.orders).toHaveLength(2);
    const response = csvZipDownload(data);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="your-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(Object.keys(csvFiles(data)).sort());
    for (const name of [
      "account",
      "profile",
      "orders",
      "order-lines",
      "subscriptions",
      "messages",
      "consents",
      "consent-history",
      "waitlist",
    ])
      expect(files[`${name}.csv`], name).toBeDefined();
    const ordersCsv = strFromU8(files["orders.csv"]);
    expect(ordersCsv).toContain(order.orderNumber);
    expect(ordersCsv.split("\r\n")[0]).toContain("orderNumber");
    expect(strFromU8(files["order-lines.csv"])).toContain(order.orderNumber);
  });
});

describe("store credit in the data download and erasure", () => {
  it("the download lists every movement of the customer's store credit; erasure takes them with the account", async () => {
    const { user, email, order } = await fullCustomer();
    const other = await createCustomer(db, "Ravi Kumar");
    await addCredit({ userId: user.id, amountPence: 1500, reason: "grant", note: "Sorry about the late box" });
    await addCredit({
      userId: user.id,
      amountPence: order.totalPence,
      reason: "refund",
      note: `Refund of order ${order.orderNumber}`,
      orderId: order.id,
    });
    await addCredit({ userId: other.id, amountPence: 700, reason: "grant", note: "Not Asha's" });

    const data = await collectPersonalData({ email, userId: user.id });
    expect(data.credit.map((m) => [m.reason, m.amountPence, m.note, m.orderId])).toEqual([
      ["grant", 1500, "Sorry about the late box", null],
      ["refund", order.totalPence, `Refund of order ${order.orderNumber}`, order.id],
    ]);
    expect(csvFiles(data)["credit.csv"]).toContain("Sorry about the late box");
    expect((await collectPersonalData({ email: "nobody-credit@example.com", userId: null })).credit).toEqual([]);

    await erasePersonalData({ email, userId: user.id });
    expect(await db.select().from(s.creditMovements).where(eq(s.creditMovements.userId, user.id))).toEqual([]);
    expect(await db.select().from(s.creditMovements).where(eq(s.creditMovements.userId, other.id))).toHaveLength(1);
  });
});

describe("erasing a customer", () => {
  it("anonymises their orders (totals kept), deletes the account and sessions, stops marketing, and touches nobody else", async () => {
    const { user, email, order, sub, guestOrder } = await fullCustomer();
    const other = await fullCustomer("Ravi Kumar");
    const otherBefore = await collectPersonalData({ email: other.email, userId: other.user.id }, checkoutAt);
    const ids = [order.id, guestOrder.id];
    const before = await ordersByIds(ids);
    const linesBefore = await db.select().from(s.orderLines).where(inArray(s.orderLines.orderId, ids));

    const erased = await erasePersonalData({ email, userId: user.id });
    expect(erased).toMatchObject({ orders: 2, subscriptions: 1 });

    // Orders: kept for the accounts, without the person.
    const after = await ordersByIds(ids);
    for (const [i, row] of after.entries()) {
      expect(row).toMatchObject({
        firstName: "Erased",
        lastName: "customer",
        email: erased.pseudonym,
        phone: "",
        address: "Erased",
        postcode: "SE15",
        deliveryInstructions: null,
        allergyNote: null,
        userId: null,
        orderNumber: before[i].orderNumber,
        totalPence: before[i].totalPence,
        subtotalPence: before[i].subtotalPence,
        deliveryDate: before[i].deliveryDate,
        status: before[i].status,
      });
    }
    expect(erased.pseudonym).toMatch(/^erased-[0-9a-f]{12}@invalid$/);
    expect(await db.select().from(s.orderLines).where(inArray(s.orderLines.orderId, ids))).toEqual(linesBefore);

    // The account, its profile and every session are gone.
    expect(await db.select().from(s.user).where(eq(s.user.id, user.id))).toEqual([]);
    expect(await db.select().from(s.profiles).where(eq(s.profiles.id, user.id))).toEqual([]);
    expect(await db.select().from(s.session).where(eq(s.session.userId, user.id))).toEqual([]);

    // The subscription ended and lost its address.
    const [subAfter] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect(subAfter).toMatchObject({
      status: "cancelled",
      address: "Erased",
      deliveryInstructions: null,
      userId: null,
    });
    expect(subAfter.version).toBe(sub.version + 1);

    // Marketing stopped: nothing agreed, the withdrawal recorded (under the pseudonym), no device.
    expect(await preferencesOf(email)).toMatchObject({ emailNews: false, sms: false, push: false, phone: null });
    expect(await db.select().from(s.contactPreferences).where(eq(s.contactPreferences.email, email))).toEqual([]);
    const events = await db.select().from(s.consentEvents).where(eq(s.consentEvents.email, erased.pseudonym));
    expect(events.filter((e) => e.source === "erasure").map((e) => [e.topic, e.granted])).toEqual(
      expect.arrayContaining([
        ["email-news", false],
        ["sms", false],
      ]),
    );
    expect(await db.select().from(s.consentEvents).where(eq(s.consentEvents.email, email))).toEqual([]);
    expect(await db.select().from(s.pushSubscriptions).where(eq(s.pushSubscriptions.email, email))).toEqual([]);

    // Messages to them keep their subject but lose address and body; what they wrote is gone.
    const mail = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.subject, "Your box is on its way"));
    expect(mail.filter((m) => m.contact === erased.pseudonym)).toMatchObject([
      { to: erased.pseudonym, text: "", html: "" },
    ]);
    expect(
      await db
        .select()
        .from(s.emailOutbox)
        .where(sql`${s.emailOutbox.contact} = ${email} or lower(${s.emailOutbox.to}) = ${email}`),
    ).toEqual([]);
    const toShop = await db
      .select()
      .from(s.emailOutbox)
      .where(sql`${s.emailOutbox.kind} = 'contact' and ${s.emailOutbox.text} ilike ${`%${email}%`}`);
    expect(toShop).toEqual([]);
    expect(await db.select().from(s.contactMessages).where(eq(s.contactMessages.email, email))).toEqual([]);
    expect(await db.select().from(s.postcodeWaitlist).where(eq(s.postcodeWaitlist.email, email))).toEqual([]);

    // Nothing is held under the address any more; the other customer is as they were.
    expect(holdsAnything(await collectPersonalData({ email, userId: null }))).toBe(false);
    expect(await collectPersonalData({ email: other.email, userId: other.user.id }, checkoutAt)).toEqual(otherBefore);
  });

  it("takes their doors' positions and the driver's photos off the rounds, and nobody else's", async () => {
    const { user, email, order } = await fullCustomer();
    const other = await fullCustomer("Ravi Kumar");
    const [driver] = await db
      .insert(s.roundDrivers)
      .values({
        date: order.deliveryDate,
        position: 1,
        name: "Priya",
        ...{
          startLabel: "Kitchen",
          startLat: 51.47,
          startLng: -0.06,
          endLabel: "Kitchen",
          endLat: 51.47,
          endLng: -0.06,
        },
        startTime: "10:00",
      })
      .returning();
    const photo = (who: string) => `deliveries/${Date.now()}-${who}.jpg`;
    const stops = [
      { orderId: order.id, photoKey: photo("asha"), failureReason: null },
      { orderId: other.order.id, photoKey: photo("ravi"), failureReason: null },
    ];
    for (const [i, stop] of stops.entries()) {
      await storage.put(stop.photoKey, Buffer.from("a photo of a door"));
      await db
        .insert(s.roundStops)
        .values({ driverId: driver.id, sequence: i + 1, arrivalMinutes: 630, outcome: "delivered", ...stop });
      await db.insert(s.stopPositions).values({ orderId: stop.orderId, lat: 51.46, lng: -0.07, source: "geocoder" });
    }

    // The download shows them first: the round of the delivery and where the door was put.
    const held = await collectPersonalData({ email, userId: user.id }, checkoutAt);
    expect(held.deliveries).toEqual([
      expect.objectContaining({
        orderId: order.id,
        driver: "Priya",
        outcome: "delivered",
        photoTaken: true,
        latitude: 51.46,
      }),
    ]);
    expect(csvFiles(held)["deliveries.csv"]).toContain("Priya");

    await erasePersonalData({ email, userId: user.id });

    const positions = await db
      .select()
      .from(s.stopPositions)
      .where(inArray(s.stopPositions.orderId, [order.id, other.order.id]));
    expect(positions.map((p) => p.orderId)).toEqual([other.order.id]);
    const kept = await db.select().from(s.roundStops).where(eq(s.roundStops.driverId, driver.id));
    expect(kept.find((k) => k.orderId === order.id)).toMatchObject({ outcome: "delivered", photoKey: null });
    expect(kept.find((k) => k.orderId === other.order.id)?.photoKey).toBe(stops[1].photoKey);
    expect(await storage.get(stops[0].photoKey)).toBeNull();
    expect(await storage.get(stops[1].photoKey)).not.toBeNull();
  });

  it("is one transaction: a failure on the way leaves everything as it was", async () => {
    const { user, email, sub } = await fullCustomer();
    // The last step (telling the payment provider) fails: a provider this shop no longer has.
    await db.update(s.subscriptions).set({ provider: "retired" }).where(eq(s.subscriptions.id, sub.id));
    const before = await collectPersonalData({ email, userId: user.id }, checkoutAt);
    const rows = async () => ({
      subscription: await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id)),
      events: await db.select().from(s.consentEvents).where(eq(s.consentEvents.email, email)),
      preferences: await db.select().from(s.contactPreferences).where(eq(s.contactPreferences.email, email)),
    });
    const rowsBefore = await rows();

    await expect(erasePersonalData({ email, userId: user.id })).rejects.toThrow(/Unknown payment provider/);

    expect(await collectPersonalData({ email, userId: user.id }, checkoutAt)).toEqual(before);
    expect(await rows()).toEqual(rowsBefore);
  });
});

describe("erasing a customer who subscribed through Stripe", () => {
  let stripe: Awaited<ReturnType<typeof connectFakeStripe>>;
  beforeAll(async () => {
    stripe = await connectFakeStripe();
  });
  afterAll(async () => {
    await disconnectFakeStripe(stripe);
  });

  /** The customer's subscription moved onto a Stripe subscription the fake holds (or, `known` false, one it does not). */
  async function onStripe(subId: string, known = true) {
    const stripeId = `sub_erasure_${subId.slice(0, 8)}`;
    if (known)
      stripe.subscriptions.set(stripeId, {
        id: stripeId,
        object: "subscription",
        status: "active",
        cancel_at_period_end: false,
        pause_collection: null,
        trial_end: null,
        items: { data: [] },
      });
    await db
      .update(s.subscriptions)
      .set({ provider: "stripe", providerSubscriptionId: stripeId })
      .where(eq(s.subscriptions.id, subId));
    return stripeId;
  }

  it("ends the Stripe subscription as a subscriber's cancel does", async () => {
    const { user, email, sub } = await fullCustomer();
    const stripeId = await onStripe(sub.id);
    await erasePersonalData({ email, userId: user.id });
    expect(stripe.subscriptions.get(stripeId)?.cancel_at_period_end).toBe(true);
    const [after] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, sub.id));
    expect(after.status).toBe("cancelled");
  });

  it("changes nothing when Stripe refuses", async () => {
    const { user, email, sub } = await fullCustomer();
    await onStripe(sub.id, false);
    const before = await collectPersonalData({ email, userId: user.id }, checkoutAt);
    await expect(erasePersonalData({ email, userId: user.id })).rejects.toThrow(/No such subscription/);
    expect(await collectPersonalData({ email, userId: user.id }, checkoutAt)).toEqual(before);
    expect(await db.select().from(s.user).where(eq(s.user.id, user.id))).toHaveLength(1);
  });
});
