import { data } from "react-router";
import { dispatchIntent } from "~/lib/intents.server";
import { createAccountForGuestOrder } from "../guest-account.server";
import { clearGuest } from "../guest.server";
import { getUser } from "../session.server";

/** The order confirmation's one form: an account for the guest who has just paid (its card shows the outcome). */
export function orderConfirmationAction(request: Request, clientIp: string) {
  return dispatchIntent(request, { "create-account": () => createAccountForGuest(request, clientIp) });
}

async function createAccountForGuest(request: Request, clientIp: string) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  if (await getUser(request)) return data({ account: "not-allowed" as const }, { status: 400 });
  const account = await createAccountForGuestOrder(request, sessionId, clientIp);
  // With an account on its way, guest mode ends: the set-password link leads on to log in.
  const headers = account === "created" ? { "Set-Cookie": await clearGuest() } : undefined;
  return data({ account }, { status: account === "created" || account === "exists" ? 200 : 400, headers });
}
