import { eq, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { attachGuestOrders, findPaymentBySession } from "~/features/orders/public.server";
import { auth } from "~/features/accounts/auth.server";
import { formatAddress } from "~/lib/address";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { callAuthEndpoint } from "./auth-endpoint.server";
import { upsertProfile } from "./profile.server";

export type GuestAccountResult = "created" | "exists" | "not-allowed" | "failed";

/**
 * "Create Account" after a guest's paid order: an account with the order's email and name, no
 * password. The customer chooses one through the set-password link we email (better-auth's
 * password reset flow; the link works once and expires). Their guest orders attach by email.
 * The email counts as verified: nobody can sign in without the link sent to that address.
 */
export async function createAccountForGuestOrder(
  request: Request,
  sessionId: string,
  clientIp?: string,
): Promise<GuestAccountResult> {
  const found = await findPaymentBySession(sessionId);
  const order = found?.order;
  if (!order || !order.paidAt || order.userId) return "not-allowed";
  const email = order.email.toLowerCase();
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email));
  if (existing) return "exists";
  try {
    const created = await auth.api.createUser({
      body: { email, name: `${order.firstName} ${order.lastName}`.trim(), role: "user", data: { emailVerified: true } },
    });
    const userId = created.user.id;
    await upsertProfile(userId, {
      firstName: order.firstName,
      lastName: order.lastName,
      email,
      phone: order.phone,
      address: formatAddress(order.address, order.city, order.postcode),
    });
    await attachGuestOrders(email, userId);
    const reset = await callAuthEndpoint(
      request,
      "/request-password-reset",
      { email, redirectTo: "/reset-password" },
      clientIp,
    );
    if (!reset.ok)
      logger.error({ status: reset.status, message: reset.message }, "set-password email for a new account failed");
    return "created";
  } catch (err) {
    logger.error({ err }, "creating an account after guest checkout failed");
    return "failed";
  }
}
