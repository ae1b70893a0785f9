import { redirect } from "react-router";
import { getGuest, type GuestState } from "./guest.server";
import { getUser, type SessionUser } from "./session.server";

export type Shopper = { user: SessionUser; guest: null } | { user: null; guest: GuestState };

/**
 * Whose basket and checkout details this browser may show (ordering keeps them in the browser
 * under this key): the signed-in user, or this guest session; null for a visitor who is neither.
 */
export function shopperKey(shopper: Shopper): string;
export function shopperKey(shopper: { user: { id: string } | null; guest: GuestState | null }): string | null;
export function shopperKey(shopper: { user: { id: string } | null; guest: GuestState | null }): string | null {
  if (shopper.user) return `user:${shopper.user.id}`;
  if (shopper.guest) return `guest:${shopper.guest.id ?? ""}`;
  return null;
}

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

/** This browser's shopper key (see shopperKey): null for a visitor who is neither signed in nor a guest. */
export async function shopperKeyOf(request: Request): Promise<string | null> {
  const [user, guest] = await Promise.all([getUser(request), getGuest(request)]);
  return shopperKey({ user, guest });
}
