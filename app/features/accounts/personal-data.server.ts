import { eq, like, or, sql } from "drizzle-orm";
import { profiles, rateLimits, session, user, verification } from "~/db/schema/auth";
import { db } from "~/lib/db.server";
import { auth } from "./auth.server";
import { clearGuest } from "./guest.server";

/** The account held under this email (lower-cased), if any: who must sign in to use their rights. */
export async function accountHolderOf(email: string): Promise<{ id: string; role: string } | null> {
  const [row] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

/** How to address an account's holder: their email and first name (the profile's, else the name's first word). */
export async function accountContactOf(userId: string): Promise<{ email: string; firstName: string } | null> {
  const [row] = await db
    .select({ email: user.email, name: user.name, firstName: profiles.firstName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  const fromName = row.name.trim().split(/\s+/)[0] ?? "";
  return { email: row.email, firstName: row.firstName?.trim() || (fromName.includes("@") ? "" : fromName) };
}

/** What the account holds about its customer (the data download): the account and its profile. */
export async function accountDataOf(userId: string) {
  const [account] = await db
    .select({
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [profile] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      phone: profiles.phone,
      address: profiles.address,
      postcode: profiles.postcode,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const signIns = await db
    .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, userId));
  return { account: account ?? null, profile: profile ?? null, sessions: signIns };
}

/**
 * Deletes the account (its profile, sessions and sign-in methods go with it: foreign keys cascade)
 * and what was kept for it elsewhere in accounts' tables: reset tokens, sign-in counters. In the
 * caller's transaction.
 */
export async function eraseAccount(userId: string, email: string): Promise<void> {
  const key = email.trim().toLowerCase();
  await db.delete(verification).where(eq(verification.value, userId));
  await db.delete(rateLimits).where(or(like(rateLimits.key, `%:${key}`), like(rateLimits.key, `%:${userId}`)));
  await db.delete(user).where(eq(user.id, userId));
}

/**
 * The Set-Cookie headers that sign this browser out (session and guest mode): Log out's, and an
 * erasure's, when the session row is gone already and only the browser's cookies are left to drop.
 */
export async function signOutHeaders(request: Request): Promise<Headers> {
  const headers = new Headers();
  try {
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch {
    // No session left to end: the guest cookie is all there is to clear.
  }
  headers.append("Set-Cookie", await clearGuest());
  return headers;
}
