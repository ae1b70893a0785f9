import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { getProfile, requireShopper, shopperKey } from "~/features/accounts/public.server";
import { readCartText } from "~/features/cart/public";
import { activeCollectionPoints } from "~/features/delivery/public.server";
import { checkoutProblem, checkoutSchema, customerFrom, refusal, type CheckoutRefusal } from "~/features/orders/public";
import { CONSENT_PHONE_FIELD } from "~/features/messaging/public";
import { firstProblem, readConsentForm } from "~/features/messaging/public.server";
import { abandonPayment, activeProvider } from "~/features/payments/public.server";
import { inviteOfRequest, referralCodeFromCookie } from "~/features/referrals/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { requestOrigin } from "~/lib/env.server";
import { TOO_MANY_TRIES_MESSAGE } from "~/features/giftcards/public.server";
import { giftCardTryAllowed } from "../gift-card-tries.server";
import { placeOrder } from "../place-order.server";

export async function loadCheckoutPage(request: Request) {
  const shopper = await requireShopper(request);
  // Back from the payment page without paying: that order's session closes and the order is
  // cancelled (the order id, a random UUID, is known only to whoever started that payment).
  const back = new URL(request.url).searchParams;
  const abandoned = back.get("payment") === "cancelled" ? z.uuid().safeParse(back.get("order")) : null;
  if (abandoned?.success) await abandonPayment(abandoned.data);
  const [profile, collectionPoints, settings, invite] = await Promise.all([
    shopper.user ? getProfile(shopper.user.id) : null,
    activeCollectionPoints(),
    getBusinessSettings(),
    inviteOfRequest(request),
  ]);
  const [first = "", ...rest] = (shopper.user?.name ?? "").split(" ");
  return {
    isGuest: !shopper.user,
    provider: activeProvider().name,
    collectionPoints,
    /** A delivery asks for a delivery window (Settings). */
    deliveryWindows: settings.deliveryWindows,
    defaults: {
      firstName: profile?.firstName ?? (shopper.user && first !== shopper.user.email ? first : ""),
      lastName: profile?.lastName ?? rest.join(" "),
      email: shopper.user?.email ?? shopper.guest?.email ?? "",
      phone: profile?.phone ?? "",
      address: profile?.address ?? "",
      city: "London",
      postcode: profile?.postcode ?? "",
      deliveryInstructions: "",
      allergyNote: "",
    },
    /** Whose basket and details this tab may show (basket.ts, checkout-draft.ts). */
    owner: shopperKey(shopper),
    /** A share link's invite: the welcome code the summary starts with, and who invited (decision 045). */
    invite:
      invite?.welcome && invite.referrerUserId !== shopper.user?.id
        ? { promoCode: invite.welcome.code, invitedBy: invite.referrerName }
        : null,
  };
}

/**
 * The checkout's submit, at the edge: the details are checked with the form's schema and the
 * cart read once, then placeOrder does the rest; a refusal comes back as the page's toast.
 */
export async function checkoutAction(request: Request, clientIp: string) {
  const shopper = await requireShopper(request);
  const form = await request.formData();
  const { deliveryWindows } = await getBusinessSettings();
  const submission = parseWithZod(form, { schema: checkoutSchema({ deliveryWindows }) });
  if (submission.status !== "success") {
    const problem = checkoutProblem(submission.error ?? {});
    return data({ result: submission.reply(), problem }, { status: 400 });
  }
  // The phone field doubles as the mobile for texts: ticking texts needs a UK mobile there.
  const consent = readConsentForm(form, { phoneField: CONSENT_PHONE_FIELD, strict: false });
  if (!consent.success) {
    const { field, message } = firstProblem(consent.error, CONSENT_PHONE_FIELD);
    const problem = { title: "Mobile number needed", description: message };
    return data({ result: submission.reply({ fieldErrors: { [field]: [message] } }), problem }, { status: 400 });
  }
  const refuse = (status: number, { title, message }: CheckoutRefusal, outsideArea: { postcode: string } | null) =>
    data({ result: submission.reply(), problem: { title, description: message }, outsideArea }, { status });
  const giftCardCode = submission.value.giftCardCode || null;
  if (giftCardCode && !(await giftCardTryAllowed(clientIp)))
    return refuse(429, refusal("giftCard", TOO_MANY_TRIES_MESSAGE), null);
  const cart = readCartText(submission.value.cart);
  if (!cart.ok) return refuse(400, refusal("noItems"), null);
  const { fulfilment, customer } = customerFrom(submission.value);
  const placed = await placeOrder({
    // How the order is fulfilled is the form's choice (the page keeps the stored cart in step).
    cart: { ...cart.cart, fulfilment },
    customer,
    allergyNote: submission.value.allergyNote ?? null,
    userId: shopper.user?.id ?? null,
    returnOrigin: requestOrigin(request),
    consent: consent.data,
    promoCode: submission.value.promoCode ?? null,
    giftCardCode,
    referralCode: await referralCodeFromCookie(request.headers.get("Cookie")),
  });
  if (!placed.ok) return refuse(placed.status, placed.refusal, placed.outsideArea);
  return redirect(placed.paymentUrl);
}
