import { getUser } from "~/features/accounts/session.server";
import { pushKeyAnswer, pushSubscriptionAnswer } from "~/features/messaging/push-api.server";
import { crossSiteRefusal, isCrossSite } from "~/lib/same-origin";
import type { Route } from "./+types/push-subscriptions";

/** GET: the shop's VAPID public key, for the browser to subscribe with. */
export const loader = () => pushKeyAnswer();

/** POST a browser's push subscription for the signed-in person, DELETE it; never from another site. */
export async function action({ request }: Route.ActionArgs) {
  if (isCrossSite(request)) throw crossSiteRefusal();
  return pushSubscriptionAnswer(request, (await getUser(request))?.email ?? null);
}
