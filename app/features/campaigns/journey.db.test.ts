import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { updatePreferences } from "~/features/messaging/public.server";
import { readUnsubscribeLink, unsubscribe, unsubscribeUrl } from "~/features/messaging/unsubscribe.server";
import { publishWeek, unpublishWeek } from "~/features/catalog/admin/week-publishing.server";
import { weekendChecks } from "~/features/orders/weekend-checks.server";
import { erasePersonalData } from "~/features/privacy/personal-data.server";
import { skipWeek } from "~/features/subscriptions/self-service.server";
import { invalidatePublicCaches } from "~/lib/cache.server";
import { db, executeSql } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { QUEUES } from "~/lib/jobs.server";
import { deliverOutboxMessage } from "~/features/messaging/public.server";
import { startPushService, type PushService } from "../../../tests/fakes/push-service";
import { startFakeTwilio, type FakeTwilio } from "../../../tests/fakes/twilio-api";
import { savePushSubscription } from "~/features/messaging/push-subscriptions.server";
import { cartOf, customerDetails, essentialsLine } from "../../../tests/factories/checkout";
import { createCustomer } from "../../../tests/factories/customer-orders";
import { createOrderingMenu, publishWeekend } from "../../../tests/factories/ordering";
import { paidCheckout } from "../../../tests/factories/subscriptions";
import { loadCampaign } from "./admin/campaigns.server";
import { campaignLink } from "./campaign-link.server";
import { openCampaignLink } from "./campaign-link-open.server";
import { areaOpened, weekendPublished, type Campaign } from "./campaigns.server";
import { runCampaigns } from "./sending.server";

/*
 * Four weekends on a fixed clock (December 2026, London = UTC): each is published on the Thursday
 * or Friday before, its "menu is live" goes an hour later (the owner's review time), and its
 * reminders go 24 hours before its cutoff (Wednesday 23:59), held by quiet hours until 08:00.
 * Who gets what, on which channel: the outbox says.
 */
const WEEKENDS = ["2026-12-05", "2026-12-12", "2026-12-19", "2026-12-26"] as const;
const PUBLISHED_AT = ["2026-11-27T10:00:00Z", "2026-12-03T10:00:00Z", "2026-12-10T10:00:00Z", "2026-12-17T10:00:00Z"];
/** The reminders' time: the Tuesday 23:59:59 before each weekend (24 hours before the cutoff), plus a minute. */
const REMINDERS_AT = ["2026-12-02T00:01:00Z", "2026-12-09T00:01:00Z", "2026-12-16T00:01:00Z", "2026-12-23T00:01:00Z"];

const ana = "ana@example.com"; // email news
const bo = "bo@example.com"; // SMS and WhatsApp
const cy = "cy@example.com"; // push on her phone's browser
const dee = "dee@example.com"; // never agreed to anything
const fin = "fin@example.com"; // email news, unsubscribes by the link after the first weekend
const gus = "gus@example.com"; // email news, erased after the second weekend
const hal = "hal@example.com"; // on the waitlist for SE4
let eve: { email: string; userId: string; subscriptionId: string }; // a subscriber, order updates by SMS

const weekIds: string[] = [];
let dishIds: string[] = [];
let twilio: FakeTwilio;
let push: PushService;
let cyBrowser: ReturnType<PushService["subscribe"]>;
afterAll(async () => {
  for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_API_URL"])
    (env as Record<string, unknown>)[name] = undefined;
  await twilio?.close();
  await push?.close();
});

beforeAll(async () => {
  twilio = await startFakeTwilio();
  push = await startPushService();
  push.trust();
  await db.insert(s.deliveryPostcodes).values({ prefix: "SE15" }).onConflictDoNothing();
  const dishes = await createOrderingMenu(db, WEEKENDS[0], ["Punjabi", "Goan"]);
  weekIds.push((await db.select().from(s.weeklyCuisines).where(eq(s.weeklyCuisines.weekStartDate, WEEKENDS[0])))[0].id);
  dishIds = Object.values(dishes);
  for (const saturday of WEEKENDS.slice(1))
    weekIds.push(await publishWeekend(db, saturday, ["Punjabi", "Goan"], dishIds));
  // Planned, not yet on sale: the owner publishes each in turn.
  await db.update(s.weeklyCuisines).set({ isActive: false });
  invalidatePublicCaches();

  await updatePreferences(ana, { "email-news": true }, "checkout");
  await updatePreferences(bo, { sms: true, whatsapp: true }, "sign-up", { phone: "+447700900001" });
  cyBrowser = push.subscribe();
  await savePushSubscription(cy, cyBrowser);
  await updatePreferences(dee, { "email-news": false }, "checkout");
  await updatePreferences(fin, { "email-news": true }, "my-account");
  await updatePreferences(gus, { "email-news": true }, "checkout");
  await db.insert(s.postcodeWaitlist).values([
    { email: hal, postcode: "SE4 1AA" },
    { email: "ivy@example.com", postcode: "SE22 9QA" },
    // Jo waits for SE4 too, but has unsubscribed from our news since.
    { email: "jo@example.com", postcode: "SE4 2BB" },
  ]);
  await updatePreferences("jo@example.com", { "email-news": true }, "checkout");
  await updatePreferences("jo@example.com", { "email-news": false }, "unsubscribe-link");
});

/** Eve subscribes weekly from the first weekend (once it is on sale), with order updates by SMS too. */
async function subscribeEve() {
  const user = await createCustomer(db, "Eve Okafor");
  const { sub } = await paidCheckout(
    db,
    cartOf(WEEKENDS[0], essentialsLine({ isSubscription: true })),
    new Date("2026-11-27T09:00:00Z"),
    { userId: user.id, customer: customerDetails({ email: user.email, firstName: "Eve" }) },
  );
  await updatePreferences(user.email, { "sms-order-updates": true }, "checkout", { phone: "+447700900005" });
  eve = { email: user.email.toLowerCase(), userId: user.id, subscriptionId: sub.id };
}

async function publish(week: number) {
  const now = new Date(PUBLISHED_AT[week]);
  const outcome = await publishWeek(weekIds[week], weekendChecks, now, {
    weekendPublished: (published) => weekendPublished(published, now),
  });
  expect(outcome).toMatchObject({ ok: true });
  invalidatePublicCaches();
}

async function campaignOf(kind: Campaign["kind"], saturday: string): Promise<Campaign> {
  const [campaign] = await db
    .select()
    .from(s.campaigns)
    .where(and(eq(s.campaigns.kind, kind), eq(s.campaigns.weekendSaturday, saturday)));
  return campaign;
}

/** Who got a campaign's messages, as "person channel" pairs, sorted. */
async function reached(campaign: Campaign): Promise<string[]> {
  const rows = await db
    .select({ contact: s.emailOutbox.contact, channel: s.emailOutbox.channel })
    .from(s.emailOutbox)
    .where(eq(s.emailOutbox.campaignId, campaign.id));
  return rows.map((row) => `${row.contact} ${row.channel}`).sort();
}

const minutes = (at: string, n: number) => new Date(new Date(at).getTime() + n * 60_000);

describe("four weekends of campaigns", () => {
  it("weekend 1: the menu goes to who agreed, on their channels, after the owner's hour; the reminders skip the subscriber", async () => {
    await publish(0);
    await subscribeEve();
    const live = await campaignOf("menu-live", WEEKENDS[0]);
    expect(live).toMatchObject({ status: "scheduled", subject: "The menu for 5 - 6 December is live" });
    expect(live.body).toContain("Punjabi and Goan");
    expect(live.body).toContain("Punjabi Chicken");
    expect(live.body).toContain("Wednesday 2 December at 23:59");
    // Not before the review hour is over.
    expect(await runCampaigns(minutes(PUBLISHED_AT[0], 30))).toEqual([]);
    expect(await runCampaigns(minutes(PUBLISHED_AT[0], 61))).toEqual([{ id: live.id, kind: "menu-live", messages: 6 }]);
    expect(await reached(live)).toEqual(
      [`${ana} email`, `${bo} sms`, `${bo} whatsapp`, `${cy} push`, `${fin} email`, `${gus} email`].sort(),
    );
    // Cy's phone gets the notification, encrypted for her browser, leading to her own link.
    const [notification] = await db
      .select()
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.campaignId, live.id), eq(s.emailOutbox.channel, "push")));
    await deliverOutboxMessage({
      id: "job",
      data: { outboxId: notification.id },
      retryCount: 0,
      retryLimit: 8,
    } as never);
    expect(push.received.filter((d) => d.subscription === cyBrowser.id).map((d) => d.payload)).toEqual([
      {
        title: "The menu for 5 - 6 December is live",
        body: "This weekend's cuisines: Punjabi and Goan.",
        url: campaignLink(live.id, cy),
      },
    ]);
    // A second run sends nothing more.
    expect(await runCampaigns(minutes(PUBLISHED_AT[0], 70))).toEqual([]);

    await runCampaigns(new Date(REMINDERS_AT[0]));
    expect(await reached(await campaignOf("cutoff-reminder", WEEKENDS[0]))).toEqual(
      [`${ana} email`, `${bo} sms`, `${bo} whatsapp`, `${cy} push`, `${fin} email`, `${gus} email`].sort(),
    );
    // Eve's first box is this weekend's order: no renewal is due yet.
    expect(await reached(await campaignOf("subscriber-reminder", WEEKENDS[0]))).toEqual([]);
  });

  it("weekend 2: an unsubscribed customer gets nothing; one who ordered after opening her link is counted and not reminded", async () => {
    const link = readUnsubscribeLink(new URL(unsubscribeUrl(fin)));
    await unsubscribe(link!);
    await publish(1);
    const live = await campaignOf("menu-live", WEEKENDS[1]);
    await runCampaigns(minutes(PUBLISHED_AT[1], 61));
    expect(await reached(live)).toEqual(
      [`${ana} email`, `${bo} sms`, `${bo} whatsapp`, `${cy} push`, `${gus} email`].sort(),
    );

    // Ana opens her link (a tampered one counts nobody) and orders for that weekend.
    const [, , , , campaignId, who, signature] = campaignLink(live.id, ana).split("/");
    const tampered = await openCampaignLink({ campaignId, who: Buffer.from(bo).toString("base64url"), signature });
    expect(tampered.headers.get("Location")).toBe("/order");
    const opened = await openCampaignLink({ campaignId, who, signature });
    expect(opened.headers.get("Location")).toBe("/order");
    const orderedAt = minutes(PUBLISHED_AT[1], 120);
    const { order } = await paidCheckout(db, cartOf(WEEKENDS[1], essentialsLine()), orderedAt, {
      customer: customerDetails({ email: ana }),
    });
    // The order is written at the database's own time: set it on the test's clock.
    await db.update(s.orders).set({ createdAt: orderedAt }).where(eq(s.orders.id, order.id));
    const page = await loadCampaign(live.id);
    expect(page.deliveries).toMatchObject({ recipients: 4, messages: 5, opened: 1 });
    expect(page.ordered).toBe(1);

    await runCampaigns(new Date(REMINDERS_AT[1]));
    expect(await reached(await campaignOf("cutoff-reminder", WEEKENDS[1]))).toEqual(
      [`${bo} sms`, `${bo} whatsapp`, `${cy} push`, `${gus} email`].sort(),
    );
    // Eve's box of the 12th: by email, and by SMS as she chose.
    const reminder = await campaignOf("subscriber-reminder", WEEKENDS[1]);
    expect(reminder.subject).toBe(
      "Your box for Saturday 12 December 2026: change or skip until Wednesday 9 December at 23:59",
    );
    expect(await reached(reminder)).toEqual([`${eve.email} email`, `${eve.email} sms`]);
  });

  it("weekend 3: an erased customer gets nothing; a subscriber who skipped gets no reminder; a new district's waitlist is told", async () => {
    await erasePersonalData({ email: gus, userId: null }, new Date("2026-12-05T12:00:00Z"));
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.id, eve.subscriptionId));
    const skipped = await skipWeek(
      eve.subscriptionId,
      eve.userId,
      { date: "2026-12-19", version: sub.version },
      new Date("2026-12-05T12:00:00Z"),
    );
    expect(skipped).toMatchObject({ ok: true });
    await publish(2);
    await runCampaigns(minutes(PUBLISHED_AT[2], 61));
    expect(await reached(await campaignOf("menu-live", WEEKENDS[2]))).toEqual(
      [`${ana} email`, `${bo} sms`, `${bo} whatsapp`, `${cy} push`].sort(),
    );

    await areaOpened("SE4", new Date("2026-12-11T09:00:00Z"));
    await areaOpened("SE4", new Date("2026-12-11T09:05:00Z"));
    // A district nobody waits for makes no campaign.
    await areaOpened("SE9", new Date("2026-12-11T09:00:00Z"));
    const area = await db.select().from(s.campaigns).where(eq(s.campaigns.kind, "area-opened"));
    expect(area.map((c) => c.district)).toEqual(["SE4"]);
    await runCampaigns(new Date("2026-12-11T10:01:00Z"));
    expect(await reached(area[0])).toEqual([`${hal} email`]);

    await runCampaigns(new Date(REMINDERS_AT[2]));
    expect(await reached(await campaignOf("subscriber-reminder", WEEKENDS[2]))).toEqual([]);
  });

  it("weekend 4: reminders due at night wait for the morning; nobody ever got a campaign twice", async () => {
    await publish(3);
    await runCampaigns(minutes(PUBLISHED_AT[3], 61));
    // Texts go through Twilio from now on (its fake, on this machine).
    Object.assign(env, {
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: "+447700900000",
      TWILIO_API_URL: twilio.url,
    });
    await runCampaigns(new Date(REMINDERS_AT[3]));
    const reminderOf4 = await campaignOf("subscriber-reminder", WEEKENDS[3]);
    expect(await reached(reminderOf4)).toEqual([`${eve.email} email`, `${eve.email} sms`]);
    // Eve's SMS went out as a job that starts at 08:00, not at midnight; Twilio (the fake) got it then.
    const [sms] = await db
      .select()
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.campaignId, reminderOf4.id), eq(s.emailOutbox.channel, "sms")));
    expect(sms).toMatchObject({ to: "+447700900005", status: "queued" });
    const { rows } = await executeSql(
      `SELECT id, start_after FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2`,
      [QUEUES.sendMessage, sms.id],
    );
    const [job] = rows as Array<{ id: string; start_after: Date }>;
    expect(new Date(job.start_after).toISOString()).toBe("2026-12-23T08:00:00.000Z");
    await deliverOutboxMessage({ id: job.id, data: { outboxId: sms.id }, retryCount: 0, retryLimit: 8 } as never);
    expect(twilio.messages).toEqual([
      expect.objectContaining({ channel: "sms", to: "+447700900005", body: expect.stringContaining("change or skip") }),
    ]);
    // A service message carries no STOP line; a marketing text does.
    expect(twilio.messages[0].body).not.toContain("STOP");
    const [marketing] = await db
      .select()
      .from(s.emailOutbox)
      .where(
        and(
          eq(s.emailOutbox.campaignId, (await campaignOf("cutoff-reminder", WEEKENDS[3])).id),
          eq(s.emailOutbox.channel, "sms"),
        ),
      );
    expect(marketing.text).toMatch(/^Dabba: Orders for 26 - 27 December close .*\/c\/.* Reply STOP to opt out\.$/);

    const all = await db
      .select({ campaignId: s.emailOutbox.campaignId, contact: s.emailOutbox.contact, channel: s.emailOutbox.channel })
      .from(s.emailOutbox)
      .where(isNotNull(s.emailOutbox.campaignId));
    const keys = all.map((row) => `${row.campaignId} ${row.contact} ${row.channel}`);
    expect(new Set(keys).size).toBe(keys.length);
    const everyone = new Set(all.map((row) => row.contact));
    expect(everyone.has(dee)).toBe(false);
    expect(everyone.has("ivy@example.com")).toBe(false);
    // Fin only heard of the first weekend; Gus of the first two.
    const campaignsOf = async (who: string) =>
      (
        await db
          .select({ kind: s.campaigns.kind, weekend: s.campaigns.weekendSaturday })
          .from(s.emailOutbox)
          .innerJoin(s.campaigns, eq(s.campaigns.id, s.emailOutbox.campaignId))
          .where(eq(s.emailOutbox.contact, who))
      )
        .map((row) => row.weekend)
        .sort();
    expect(await campaignsOf(fin)).toEqual([WEEKENDS[0], WEEKENDS[0]]);
    expect(await campaignsOf(gus)).toEqual([]);
    // Ana: every menu and reminder but the reminder of the weekend she had ordered for.
    expect(await campaignsOf(ana)).toEqual([
      WEEKENDS[0],
      WEEKENDS[0],
      WEEKENDS[1],
      WEEKENDS[2],
      WEEKENDS[2],
      WEEKENDS[3],
      WEEKENDS[3],
    ]);
  });

  it("a weekend taken off sale holds its campaigns; once its orders have closed they are cancelled", async () => {
    const saturday = "2027-01-02";
    const weekId = await publishWeekend(db, saturday, ["Punjabi", "Goan"], dishIds);
    await db.update(s.weeklyCuisines).set({ isActive: false }).where(eq(s.weeklyCuisines.id, weekId));
    invalidatePublicCaches();
    const at = "2026-12-24T10:00:00Z";
    await publishWeek(weekId, weekendChecks, new Date(at), {
      weekendPublished: (published) => weekendPublished(published, new Date(at)),
    });
    await unpublishWeek(weekId, weekendChecks, minutes(at, 30));
    invalidatePublicCaches();
    expect(await runCampaigns(minutes(at, 61))).toEqual([]);
    expect((await campaignOf("menu-live", saturday)).status).toBe("scheduled");
    // Wednesday 30 December, 23:59 has passed: too late for any of them.
    expect(await runCampaigns(new Date("2026-12-31T09:00:00Z"))).toEqual([]);
    for (const kind of ["menu-live", "cutoff-reminder", "subscriber-reminder"] as const)
      expect((await campaignOf(kind, saturday)).status).toBe("cancelled");
    expect(await reached(await campaignOf("menu-live", saturday))).toEqual([]);
  });
});
