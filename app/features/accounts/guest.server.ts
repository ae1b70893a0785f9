import { randomUUID } from "node:crypto";
import { createCookie } from "react-router";

/**
 * Guest mode lives in a cookie (not localStorage as the old product did) so the server renders
 * the header's Guest label and lets guests through to /order and /checkout.
 */
const guestCookie = createCookie("dabba_guest", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: process.env.NODE_ENV === "production" && process.env.PUBLIC_URL?.startsWith("https://"),
  maxAge: 60 * 60 * 24 * 30,
});

export interface GuestState {
  email: string | null;
  /**
   * This guest session (each Continue as Guest starts a new one), so the next guest on the same
   * browser does not get this one's basket or checkout details; null in cookies made before.
   */
  id: string | null;
}

export async function getGuest(request: Request): Promise<GuestState | null> {
  const value = await guestCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const email = typeof value.email === "string" && value.email ? value.email : null;
  const id = typeof value.id === "string" && /^[\w-]{1,64}$/.test(value.id) ? value.id : null;
  return { email, id };
}

export function startGuest(email: string | null = null): Promise<string> {
  return guestCookie.serialize({ email, id: randomUUID() });
}

export function clearGuest(): Promise<string> {
  return guestCookie.serialize("", { maxAge: 0 });
}
