import { eq } from "drizzle-orm";
import { statSync } from "node:fs";
import { join } from "node:path";
import type { JobWithMetadata } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, pushSubscriptions } from "~/db/schema/messaging";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startPushService, type PushService } from "../../../../tests/fakes/push-service";
import { preferencesOf } from "../consent.server";
import { queueMessage } from "../messages.server";
import { pushSubscriptionIds, removePushSubscription, savePushSubscription } from "../push-subscriptions.server";
import { deliverOutboxMessage } from "./deliver.server";
import { vapidKeys } from "./web-push.server";

let push: PushService;
beforeAll(async () => {
  push = await startPushService();
  push.trust();
});
afterAll(() => push.close());

const row = async (id: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const job = (outboxId: string, retryCount = 0) =>
  ({ id: "job", data: { outboxId }, retryCount, retryLimit: 8 }) as unknown as JobWithMetadata<Record<string, unknown>>;

async function pushTo(email: string, title: string) {
  const browser = push.subscribe();
  const { id } = await savePushSubscription(email, browser);
  const queued = await queueMessage({
    channel: "push",
    to: id,
    contact: email,
    subject: title,
    text: "Two cuisines, twelve dishes: order by Wednesday",
    url: "/menu",
    kind: "campaign",
  });
  return { browser, subscriptionId: id, outboxId: queued!.id };
}

describe("web push", () => {
  it("is encrypted for the browser and signed with the shop's VAPID key, which is made once into the data directory", async () => {
    const { browser, outboxId } = await pushTo("meera@example.com", "The menu for 5–6 December is live");
    expect((await row(outboxId)).status).toBe("queued");
    await deliverOutboxMessage(job(outboxId));

    expect(await row(outboxId)).toMatchObject({ status: "sent", attempts: 1, error: null });
    const delivered = push.received.filter((d) => d.subscription === browser.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].payload).toEqual({
      title: "The menu for 5–6 December is live",
      body: "Two cuisines, twelve dishes: order by Wednesday",
      url: "/menu",
    });
    const { publicKey } = vapidKeys();
    expect(delivered[0].vapidKey).toBe(publicKey);
    // PUBLIC_URL is http here, so push services are given the business's contact email.
    expect(delivered[0].claims.sub).toBe(`mailto:${(await getBusinessSettings()).contactEmail}`);
    expect(delivered[0].claims.aud).toBe(push.origin);
    expect(delivered[0].ttl).toBe(86_400);

    const file = join(env.DATA_DIR, "vapid-keys.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(vapidKeys()).toEqual({ publicKey, privateKey: expect.any(String) });

    // Sent once: the job run again does not send it again.
    await deliverOutboxMessage(job(outboxId));
    expect(push.received.filter((d) => d.subscription === browser.id)).toHaveLength(1);
  });

  it("a subscription the push service says is gone (410) is deleted, and its message fails without retries", async () => {
    const { browser, subscriptionId, outboxId } = await pushTo("ravi@example.com", "Cutoff tomorrow");
    push.gone.add(browser.id);
    await deliverOutboxMessage(job(outboxId));

    const failed = await row(outboxId);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/410/);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))).toEqual([]);
    expect(await pushSubscriptionIds("ravi@example.com")).toEqual([]);
  });

  it("a push service that is down fails the attempt for the queue to retry", async () => {
    const { subscriptionId, outboxId } = await pushTo("omar@example.com", "Retry me");
    await db
      .update(pushSubscriptions)
      .set({ endpoint: "https://127.0.0.1:9/push/closed" })
      .where(eq(pushSubscriptions.id, subscriptionId));
    await expect(deliverOutboxMessage(job(outboxId))).rejects.toThrow();
    expect(await row(outboxId)).toMatchObject({ status: "queued", attempts: 1 });
  });

  it("subscribing records consent to push (push-permission); the last browser unsubscribing withdraws it", async () => {
    const email = "Priya@Example.com";
    const first = push.subscribe();
    const second = push.subscribe();
    await savePushSubscription(email, first);
    await savePushSubscription(email, second);
    // The same browser subscribing again is the same subscription.
    await savePushSubscription(email, first);
    expect(await pushSubscriptionIds(email)).toHaveLength(2);
    expect((await preferencesOf(email)).push).toBe(true);

    expect(await removePushSubscription(email, first.endpoint)).toBe(true);
    expect((await preferencesOf(email)).push).toBe(true);
    expect(await removePushSubscription("someone-else@example.com", second.endpoint)).toBe(false);
    expect(await removePushSubscription(email, second.endpoint)).toBe(true);
    expect((await preferencesOf(email)).push).toBe(false);
  });
});
