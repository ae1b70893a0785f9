import { eq } from "drizzle-orm";
import webpush from "web-push";
import { z } from "zod";
import { pushSubscriptions } from "~/db/schema/messaging";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { env, publicUrl } from "~/lib/env.server";
import { dataDirSecret } from "~/lib/signing.server";
import { UndeliverableError, type Channel, type ChannelDelivery } from "./channel";

let vapid: { dir: string; keys: webpush.VapidKeys } | undefined;
/**
 * The shop's VAPID key pair (RFC 8292): made once into the data directory, so every instance on
 * it signs alike and browsers' subscriptions (tied to the public key) outlive restarts.
 */
export function vapidKeys(): webpush.VapidKeys {
  if (vapid?.dir !== env.DATA_DIR) {
    const json = dataDirSecret("vapid-keys.json", () => JSON.stringify(webpush.generateVAPIDKeys()));
    vapid = { dir: env.DATA_DIR, keys: JSON.parse(json) as webpush.VapidKeys };
  }
  return vapid.keys;
}

/** Who push services may contact about our messages: the shop's https address, else its contact email. */
async function vapidSubject(): Promise<string> {
  const url = publicUrl();
  if (url.startsWith("https://")) return url;
  return `mailto:${(await getBusinessSettings()).contactEmail}`;
}

/** What the service worker (public/sw.js) shows: the notification's title, body and the page it opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/**
 * Web push through the browser's push service (the endpoint its subscription names), encrypted
 * for that browser (aes128gcm) and signed with our VAPID key. Always on: the keys are our own.
 * A subscription the service says is gone (404, 410) is deleted; the message fails at once.
 */
export const pushChannel: Channel = {
  name: "push",
  enabled: () => true,
  async send(message: ChannelDelivery) {
    const id = z.uuid().safeParse(message.to);
    const [subscription] = id.success
      ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id.data))
      : [];
    if (!subscription) throw new UndeliverableError("The browser's push subscription was removed");
    const payload: PushPayload = { title: message.subject, body: message.text, url: message.url || "/" };
    const { publicKey, privateKey } = vapidKeys();
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: await vapidSubject(), publicKey, privateKey },
          contentEncoding: "aes128gcm",
          // A day: a phone off overnight still gets the morning's message; older news is dropped.
          TTL: 24 * 60 * 60,
          timeout: 20_000,
        },
      );
    } catch (err) {
      if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        throw new UndeliverableError(`The browser's push subscription is gone (${err.statusCode}); it was removed`);
      }
      throw err;
    }
  },
};
