import { z } from "zod";
import { vapidKeys } from "./channels/web-push.server";
import { PushSubscriptionSchema, removePushSubscription, savePushSubscription } from "./push-subscriptions.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** GET /api/push/subscriptions: the key a browser subscribes with (the shop's VAPID public key). */
export function pushKeyAnswer() {
  return Response.json({ publicKey: vapidKeys().publicKey }, { headers: { "Cache-Control": "no-cache" } });
}

const RemovalSchema = z.object({ endpoint: z.string().min(1).max(2000) });

/**
 * POST /api/push/subscriptions {endpoint, keys}: this browser receives the signed-in person's push
 * messages (their consent recorded, source push-permission); DELETE {endpoint}: it no longer does.
 * Who it is comes from the session (`email`: null when nobody is signed in, 401).
 */
export async function pushSubscriptionAnswer(request: Request, email: string | null): Promise<Response> {
  if (!email) return json({ error: "Sign in to receive notifications" }, 401);
  const body: unknown = await request.json().catch(() => null);
  if (request.method === "POST") {
    const subscription = PushSubscriptionSchema.safeParse(body);
    if (!subscription.success) return json({ error: "Not a push subscription" }, 400);
    const saved = await savePushSubscription(email, subscription.data);
    return json({ id: saved.id }, 201);
  }
  if (request.method === "DELETE") {
    const removal = RemovalSchema.safeParse(body);
    if (!removal.success) return json({ error: "Which subscription? (endpoint)" }, 400);
    const removed = await removePushSubscription(email, removal.data.endpoint);
    return json({ removed });
  }
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST, DELETE" } });
}
