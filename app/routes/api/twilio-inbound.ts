import { receiveTwilioInbound } from "~/features/messaging/sms-stop.server";
import type { Route } from "./+types/twilio-inbound";

/** Twilio's webhook for incoming texts: signature checked, STOP withdraws consent to texts. */
export const action = ({ request }: Route.ActionArgs) => receiveTwilioInbound(request);

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
