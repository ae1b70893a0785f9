import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { CONSENT_PHONE_FIELD } from "~/features/messaging/public";
import { firstProblem, readConsentForm } from "~/features/messaging/public.server";
import { dispatchIntent } from "~/lib/intents.server";
import { socialProviders } from "../auth.server";
import { getGuest, startGuest } from "../guest.server";
import { signInWithEmail, signInWithProvider, signUpWithEmail } from "../login.server";
import { LoginSchema } from "../schemas";
import { getUser, safeRedirect } from "../session.server";

export async function loadLoginPage(request: Request) {
  const user = await getUser(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (user) {
    // A customer sent here from an admin page must not bounce back to it (a redirect loop).
    const target = safeRedirect(redirectTo, "/");
    throw redirect(user.role === "admin" ? "/admin" : target.startsWith("/admin") ? "/" : target);
  }
  if (await getGuest(request)) throw redirect("/");
  return { providers: socialProviders };
}

const redirectToOf = (form: FormData) => String(form.get("redirectTo") ?? "") || undefined;

/** The login page's forms: email sign-in or sign-up, Google or Facebook, or carrying on as a guest. */
export function loginAction(request: Request, clientIp: string) {
  const social = (provider: "google" | "facebook") => (form: FormData) =>
    socialSignIn(request, provider, redirectToOf(form), clientIp);
  const email = (form: FormData) => emailSignIn(request, form, clientIp);
  return dispatchIntent(request, {
    guest: continueAsGuest,
    google: social("google"),
    facebook: social("facebook"),
    "sign-in": email,
    "sign-up": email,
  });
}

async function continueAsGuest(form: FormData) {
  // Home, or back to where the visitor was going (the postcode check sends them on to /order);
  // not to the account or admin pages, which would send a guest straight back here.
  const target = safeRedirect(redirectToOf(form), "/");
  const forAccounts = /^\/(my-account|admin)(?=[/?#]|$)/.test(target);
  return redirect(forAccounts ? "/" : target, { headers: { "Set-Cookie": await startGuest() } });
}

async function socialSignIn(
  request: Request,
  provider: "google" | "facebook",
  redirectTo: string | undefined,
  clientIp: string,
) {
  if (!socialProviders[provider]) {
    const label = provider === "google" ? "Google" : "Facebook";
    return data(
      {
        result: null,
        failure: {
          title: `${label} sign-in failed`,
          description: `${label} sign-in is not configured on this site.`,
        },
      },
      { status: 400 },
    );
  }
  const outcome = await signInWithProvider(request, provider, redirectTo, clientIp);
  if (outcome instanceof Response) return outcome;
  return data({ result: null, failure: outcome }, { status: 400 });
}

async function emailSignIn(request: Request, form: FormData, clientIp: string) {
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  }
  const value = submission.value;
  if (value.intent === "sign-up") {
    // What the new customer agreed to be sent (the boxes they ticked, the mobile for texts).
    const consent = readConsentForm(form, { phoneField: CONSENT_PHONE_FIELD, strict: true });
    if (!consent.success) {
      const { field, message } = firstProblem(consent.error, CONSENT_PHONE_FIELD);
      const result = submission.reply({ fieldErrors: { [field]: [message] }, hideFields: ["password"] });
      return data({ result, failure: { title: "Sign up failed", description: message } }, { status: 400 });
    }
    const outcome = await signUpWithEmail(request, { ...value, consent: consent.data }, clientIp);
    if (outcome instanceof Response) return outcome;
    return data({ result: submission.reply({ hideFields: ["password"] }), failure: outcome }, { status: 400 });
  }
  const outcome = await signInWithEmail(request, value, clientIp);
  if (outcome instanceof Response) return outcome;
  return data({ result: submission.reply({ hideFields: ["password"] }), failure: outcome }, { status: 400 });
}
