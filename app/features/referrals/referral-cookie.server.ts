import { createCookie } from "react-router";

/** The share link's code, kept 30 days: the friend may look around and order later. */
const referralCookie = createCookie("dabba_ref", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: process.env.NODE_ENV === "production" && process.env.PUBLIC_URL?.startsWith("https://"),
  maxAge: 60 * 60 * 24 * 30,
});

export function referralCookieHeader(code: string): Promise<string> {
  return referralCookie.serialize(code);
}

/** The code a share link left in this browser, as the Cookie header carries it (unchecked), or null. */
export async function referralCodeFromCookie(cookieHeader: string | null): Promise<string | null> {
  try {
    const value: unknown = await referralCookie.parse(cookieHeader);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}
