import { redirect } from "react-router";
import { getGuest, type GuestState } from "./guest.server";
import { getUser, type SessionUser } from "./session.server";

export type Shopper = { user: SessionUser; guest: null } | { user: null; guest: GuestState };

/**
 * Ordering is for signed-in customers and guests (spec section 6); anyone else starts at the
 * postcode check (pages) or is refused (actions and API calls).
 */
export async function requireShopper(request: Request): Promise<Shopper> {
  const user = await getUser(request);
  if (user) return { user, guest: null };
  const guest = await getGuest(request);
  if (guest) return { user: null, guest };
  if (request.method === "GET" || request.method === "HEAD") throw redirect("/postcode-check");
  throw new Response("Please start your order at the postcode check", { status: 401 });
}
