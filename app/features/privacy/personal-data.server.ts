import { randomBytes } from "node:crypto";
import { accountDataOf, eraseAccount } from "~/features/accounts/public.server";
import { eraseWaitlistEntries, waitlistDataOf } from "~/features/delivery/public.server";
import { eraseGiftCardData, giftCardDataOf } from "~/features/giftcards/public.server";
import { eraseMessagingData, messagingDataOf } from "~/features/messaging/public.server";
import { anonymiseOrders, orderDataOf, orderIdsOf } from "~/features/orders/public.server";
import { eraseReferralData, referralDataOf } from "~/features/referrals/public.server";
import { eraseRoundData, removeDeliveryPhotos, roundDataOf } from "~/features/rounds/public.server";
import { eraseSubscriptions, subscriptionDataOf } from "~/features/subscriptions/public.server";
import { creditDataOf } from "~/features/wallet/public.server";
import { transaction } from "~/lib/db.server";

/**
 * Whose data: a signed-in customer (their account and everything under their email), or a guest who
 * proved they read the email's inbox (everything under it; no account).
 */
export interface DataSubject {
  email: string;
  userId: string | null;
}

/** Everything held about a person, section by section, as the data download gives it. */
export async function collectPersonalData({ email, userId }: DataSubject, now = new Date()) {
  const key = email.trim().toLowerCase();
  const [account, orders, subscriptions, messaging, waitlist, deliveries, credit, referrals, gifts] = await Promise.all(
    [
      userId ? accountDataOf(userId) : { account: null, profile: null, sessions: [] },
      orderDataOf(key, userId),
      subscriptionDataOf(key, userId),
      messagingDataOf(key),
      waitlistDataOf(key),
      orderIdsOf(key, userId).then(roundDataOf),
      userId ? creditDataOf(userId) : [],
      userId ? referralDataOf(userId) : { code: null, referrals: [] },
      giftCardDataOf(key, userId),
    ],
  );
  return {
    email: key,
    generatedAt: now.toISOString(),
    account: account.account,
    profile: account.profile,
    sessions: account.sessions,
    orders,
    subscriptions,
    messages: messaging.messages,
    consents: messaging.preferences,
    consentHistory: messaging.consentHistory,
    pushDevices: messaging.pushDevices,
    contactMessages: messaging.contactMessages,
    waitlist,
    deliveries,
    /** Store credit (decision 043): every movement of the account's credit, oldest first. */
    credit,
    /** Referrals (decision 045): the account's share code and the referrals it made, oldest first. */
    referralCode: referrals.code,
    referrals: referrals.referrals,
    /** Gift cards (decision 046): those bought and those sent to the person, never a code; what they redeemed. */
    giftCards: gifts.giftCards,
    giftCardsRedeemed: gifts.giftCardsRedeemed,
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/** Whether anything at all is held under this email (a guest's request gets a link only then). */
export function holdsAnything(data: PersonalData): boolean {
  const { account, profile, orders, subscriptions, messages, consentHistory, pushDevices, contactMessages, waitlist } =
    data;
  return Boolean(
    account ||
    profile ||
    [orders, subscriptions, messages, consentHistory, pushDevices, contactMessages, waitlist, data.giftCards].some(
      (s) => s.length,
    ),
  );
}

/** How much is held, for the page: the counts of each section a customer would recognise. */
export function dataSummary(data: PersonalData) {
  return {
    account: Boolean(data.account),
    orders: data.orders.length,
    subscriptions: data.subscriptions.length,
    messages: data.messages.length,
    consentChanges: data.consentHistory.length,
    waitlist: data.waitlist.length,
    contactMessages: data.contactMessages.length,
  };
}

/**
 * Erases a person (decision 038), in ONE transaction: their subscriptions end and lose the address,
 * their orders are kept for the accounts without the person (their doors' positions and delivery
 * photos go: the photos' files once it has committed), every marketing consent is withdrawn
 * and what messaging holds about them goes, their waitlist entries go, a referral of them keeps the pseudonym, the gift
 * cards they bought or were sent lose their name and email (decision 046), and their account (profile,
 * sessions, sign-in methods, store credit, share code and referrals made: their rows go with it) is deleted. The payment provider is told last (a Stripe subscription
 * ends): if it fails, nothing was changed. The erased person's orders and consent history keep one
 * pseudonym, so the accounts still see one customer, whom nothing links back to the person.
 */
export async function erasePersonalData({ email, userId }: DataSubject, now = new Date()) {
  const key = email.trim().toLowerCase();
  const pseudonym = `erased-${randomBytes(6).toString("hex")}@invalid`;
  const erased = await transaction(async () => {
    // Before the orders lose the email: a guest's subscription is found through its first order.
    const subscriptions = await eraseSubscriptions(key, userId, now);
    const photos = await eraseRoundData(await orderIdsOf(key, userId));
    const orders = await anonymiseOrders(key, userId, pseudonym);
    await eraseMessagingData(key, pseudonym);
    await eraseWaitlistEntries(key);
    await eraseReferralData(key, pseudonym);
    await eraseGiftCardData(key, userId, pseudonym, now);
    if (userId) await eraseAccount(userId, key);
    await subscriptions.endAtProvider();
    return { pseudonym, orders, subscriptions: subscriptions.cancelled, photos };
  });
  // The files of the driver's photos go once nothing refers to them.
  await removeDeliveryPhotos(erased.photos);
  return { pseudonym: erased.pseudonym, orders: erased.orders, subscriptions: erased.subscriptions };
}
