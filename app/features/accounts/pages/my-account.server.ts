import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { redeemGiftCardFromForm } from "~/features/giftcards/public.server";
import { attachGuestOrders, listOrdersForUser } from "~/features/orders/public.server";
import { orderStatusLabel } from "~/features/orders/public";
import { getBusinessSettings } from "~/features/settings/public.server";
import { creditMovementText, type StoreCreditView } from "~/features/wallet/public";
import { creditMovementsOf } from "~/features/wallet/public.server";
import { formatLongDate, todayInLondon, type IsoDate } from "~/lib/dates";
import { dispatchIntent } from "~/lib/intents.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { clearGuest, getGuest } from "../guest.server";
import { ProfileFormSchema } from "../profile-schema";
import { getProfile, upsertProfile } from "../profile.server";
import { getUser, requireUser, type SessionUser } from "../session.server";

/**
 * Where My account's subscriptions come from. Subscriptions sit above accounts (they charge through
 * payments), so the route hands in how to list a customer's subscriptions and how to word a plan.
 */
export interface SubscriptionSource<Plan> {
  list: (userId: string) => Promise<
    {
      id: string;
      status: "active" | "cancelled";
      paused: boolean;
      plan: Plan;
      weeklyAmountPence: number;
      orderNumber: string;
      nextDelivery: IsoDate | null;
    }[]
  >;
  describe: (plan: Plan) => string;
}

export async function loadMyAccountPage<Plan>(request: Request, subscriptionSource: SubscriptionSource<Plan>) {
  if (!(await getUser(request)) && (await getGuest(request))) {
    // The account is for signed-in customers only. Guest mode ends here: /login sends guests home.
    throw redirect("/login?redirectTo=%2Fmy-account", { headers: { "Set-Cookie": await clearGuest() } });
  }
  const user = await requireUser(request);
  // Orders placed as a guest with this (verified) address belong to this account.
  if (user.emailVerified) await attachGuestOrders(user.email, user.id);
  const [profile, orders, subscriptions, credit] = await Promise.all([
    getProfile(user.id),
    listOrdersForUser(user.id),
    subscriptionSource.list(user.id),
    storeCreditOf(user.id),
  ]);
  return {
    email: user.email,
    profile: {
      firstName: profile?.firstName ?? "",
      lastName: profile?.lastName ?? "",
      phone: profile?.phone ?? "",
      address: profile?.address ?? "",
      postcode: profile?.postcode ?? "",
    },
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      placedOn: formatLongDate(todayInLondon(o.createdAt)),
      deliveryDate: formatLongDate(o.deliveryDate),
      status: orderStatusLabel(o.status, o.fulfilment),
      totalPence: o.totalPence,
      isSubscription: o.isSubscription,
      fulfilment: o.fulfilmentText,
      lines: o.lines.map((l) => ({
        id: l.id,
        label: l.label,
        quantity: l.quantity,
        lineTotalPence: l.lineTotalPence,
        isSubscription: l.isSubscription,
      })),
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      status: s.status === "active" && s.paused ? ("paused" as const) : s.status,
      plan: subscriptionSource.describe(s.plan),
      weeklyAmountPence: s.weeklyAmountPence,
      orderNumber: s.orderNumber,
      nextDelivery: s.nextDelivery ? formatLongDate(s.nextDelivery) : null,
    })),
    credit,
  };
}

/** The customer's store credit as My account shows it: the balance and each movement in words. */
async function storeCreditOf(userId: string): Promise<StoreCreditView> {
  const [movements, settings] = await Promise.all([creditMovementsOf(userId), getBusinessSettings()]);
  return {
    balancePence: movements[0]?.balanceAfterPence ?? 0,
    movements: movements.map((m) => ({
      id: m.id,
      date: formatLongDate(todayInLondon(m.createdAt)),
      dateTime: m.createdAt.toISOString(),
      text: creditMovementText(m, settings.businessName),
      amountPence: m.amountPence,
    })),
  };
}

/** My account's forms: Profile Information, and Redeem a gift card (rate-limited per account and address). */
export async function myAccountAction(request: Request, clientAddress: string) {
  const user = await requireUser(request);
  return dispatchIntent(request, {
    "update-profile": (form) => updateProfile(user, form),
    "redeem-gift-card": (form) => redeemGiftCardFromForm(form, user.id, clientAddress),
  });
}

async function updateProfile(user: SessionUser, form: FormData) {
  const submission = parseWithZod(form, { schema: ProfileFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: "Error updating profile" }, { status: 400 });
  }
  const { intent: _intent, ...values } = submission.value;
  try {
    await upsertProfile(user.id, { ...values, email: user.email });
  } catch (err) {
    logger.error({ err }, "profile update failed");
    return data({ result: submission.reply(), failure: "Error updating profile" }, { status: 500 });
  }
  return redirectWithToast("/my-account", { type: "success", title: "Profile updated successfully" });
}
