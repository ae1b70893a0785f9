import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { user } from "~/db/schema/auth";
import { grantedOnly } from "~/features/messaging/public";
import { updatePreferences, type ConsentForm } from "~/features/messaging/public.server";
import { db, transaction } from "~/lib/db.server";
import { redirectWithToast } from "~/lib/toast.server";
import { callAuthEndpoint } from "./auth-endpoint.server";
import { clearGuest } from "./guest.server";
import { upsertProfile } from "./profile.server";
import { safeRedirect } from "./session.server";

export type LoginFailure = { title: string; description: string };

/** Email + password sign-in; on success the session cookie is set and guest mode cleared. */
export async function signInWithEmail(
  request: Request,
  input: { email: string; password: string; redirectTo?: string },
  clientIp?: string,
): Promise<Response | LoginFailure> {
  const result = await callAuthEndpoint<{ user?: { role?: string } }>(
    request,
    "/sign-in/email",
    // Where the fresh verification link (sent to an unverified account) leads once clicked.
    { email: input.email, password: input.password, callbackURL: safeRedirect(input.redirectTo, "/") },
    clientIp,
  );
  if (!result.ok) {
    const description =
      result.status === 403 ? "Please verify your email address first: we have sent you a new link." : result.message;
    return { title: "Login failed", description };
  }
  result.headers.append("Set-Cookie", await clearGuest());
  const fallback = result.data?.user?.role === "admin" ? "/admin" : "/";
  return redirect(safeRedirect(input.redirectTo, fallback), { headers: result.headers });
}

async function accountExists(id: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  return Boolean(row);
}

/**
 * Creates an account (the verification mail goes out through the mailer) and its profile, with
 * what the new customer agreed to be sent (`consent`: the boxes ticked, recorded as given at
 * sign-up). An address that already has an account gets the same answer, but better-auth only
 * mails its holder and hands back a made-up user: no profile is written for it, and no consent.
 */
export async function signUpWithEmail(
  request: Request,
  input: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    redirectTo?: string;
    consent?: ConsentForm;
  },
  clientIp?: string,
): Promise<Response | LoginFailure> {
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || input.email;
  const result = await callAuthEndpoint<{ user?: { id: string } }>(
    request,
    "/sign-up/email",
    { name, email: input.email, password: input.password, callbackURL: safeRedirect(input.redirectTo, "/") },
    clientIp,
  );
  if (!result.ok || !result.data?.user) {
    return { title: "Sign up failed", description: result.message || "Could not create the account" };
  }
  const userId = result.data.user.id;
  if (await accountExists(userId)) {
    await transaction(async () => {
      await upsertProfile(userId, {
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        email: input.email,
      });
      const granted = input.consent ? grantedOnly(input.consent.choices) : {};
      if (Object.keys(granted).length)
        await updatePreferences(input.email, granted, "sign-up", { phone: input.consent?.phone ?? undefined, userId });
    });
  }
  const to = input.redirectTo ? `/login?redirectTo=${encodeURIComponent(safeRedirect(input.redirectTo))}` : "/login";
  return redirectWithToast(to, {
    type: "success",
    title: "Account created!",
    description: "Please check your email to verify your account.",
  });
}

/** Starts an OAuth sign-in: redirects to the provider (state cookie set by better-auth). */
export async function signInWithProvider(
  request: Request,
  provider: "google" | "facebook",
  redirectTo: string | undefined,
  clientIp?: string,
): Promise<Response | LoginFailure> {
  const result = await callAuthEndpoint<{ url?: string }>(
    request,
    "/sign-in/social",
    { provider, callbackURL: safeRedirect(redirectTo, "/"), errorCallbackURL: "/login" },
    clientIp,
  );
  const label = provider === "google" ? "Google" : "Facebook";
  if (!result.ok || !result.data?.url) return { title: `${label} sign-in failed`, description: result.message };
  return redirect(result.data.url, { headers: result.headers });
}
