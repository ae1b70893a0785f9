import { findSubscriptionOfUser, markSubscriptionCancelled } from "~/features/ordering/public.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { providerNamed } from "./provider.server";

/** A customer cancels one of their own subscriptions: at the provider first, then here. */
export async function cancelSubscriptionForUser(
  subscriptionId: string,
  userId: string,
): Promise<"cancelled" | "not-found" | "failed"> {
  const sub = await findSubscriptionOfUser(subscriptionId, userId);
  if (!sub) return "not-found";
  if (sub.status === "cancelled") return "cancelled";
  try {
    await providerNamed(sub.provider).cancelSubscription(sub.providerSubscriptionId);
  } catch (err) {
    logger.error({ err, subscriptionId }, "cancelling the subscription at the provider failed");
    return "failed";
  }
  await db.transaction(() => markSubscriptionCancelled(sub.providerSubscriptionId));
  return "cancelled";
}
