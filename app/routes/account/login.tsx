import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { getGuest, startGuest } from "~/features/accounts/guest.server";
import { signInWithEmail, signInWithProvider, signUpWithEmail } from "~/features/accounts/login.server";
import { LoginSchema } from "~/features/accounts/schemas";
import { getUser, safeRedirect } from "~/features/accounts/session.server";
import { socialProviders } from "~/features/accounts/auth.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/login";
import { requestInfoContext } from "~/lib/request-context";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Log in or sign up") },
  { name: "description", content: "Log in or create an account to order home-cooked meal boxes." },
];

export async function loader({ request }: Route.LoaderArgs) {
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

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const redirectTo = String(formData.get("redirectTo") ?? "") || undefined;

  if (intent === "guest") {
    // Home, or back to where the visitor was going (the postcode check sends them on to /order);
    // not to the account or admin pages, which would send a guest straight back here.
    const target = safeRedirect(redirectTo, "/");
    const forAccounts = /^\/(my-account|admin)(?=[/?#]|$)/.test(target);
    return redirect(forAccounts ? "/" : target, { headers: { "Set-Cookie": await startGuest() } });
  }
  if (intent === "google" || intent === "facebook") {
    if (!socialProviders[intent]) {
      const label = intent === "google" ? "Google" : "Facebook";
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
    const outcome = await signInWithProvider(request, intent, redirectTo, context.get(requestInfoContext).clientIp);
    if (outcome instanceof Response) return outcome;
    return data({ result: null, failure: outcome }, { status: 400 });
  }

  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  }
  const value = submission.value;
  const outcome =
    value.intent === "sign-in"
      ? await signInWithEmail(request, value, context.get(requestInfoContext).clientIp)
      : await signUpWithEmail(request, value, context.get(requestInfoContext).clientIp);
  if (outcome instanceof Response) return outcome;
  return data({ result: submission.reply({ hideFields: ["password"] }), failure: outcome }, { status: 400 });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/login");

  const [form, fields] = useForm({
    id: `login-${mode}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (actionData?.failure) toast.error(actionData.failure.title, { description: actionData.failure.description });
  }, [actionData]);

  const signUp = mode === "sign-up";
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{signUp ? "Create an account" : "Log in"}</h1>
          <CardDescription>
            {signUp
              ? "Sign up to order and manage your deliveries."
              : "Welcome back! Log in to order and manage your account."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value={mode} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {signUp ? (
              <div className="grid grid-cols-2 gap-3">
                <FormField
                  label="First name"
                  autoComplete="given-name"
                  error={fields.firstName.errors}
                  {...getInputProps(fields.firstName, { type: "text" })}
                />
                <FormField
                  label="Last name"
                  autoComplete="family-name"
                  error={fields.lastName.errors}
                  {...getInputProps(fields.lastName, { type: "text" })}
                />
              </div>
            ) : null}
            <FormField
              label="Email"
              autoComplete="email"
              error={fields.email.errors}
              {...getInputProps(fields.email, { type: "email" })}
            />
            <FormField
              label="Password"
              autoComplete={signUp ? "new-password" : "current-password"}
              error={fields.password.errors}
              {...getInputProps(fields.password, { type: "password" })}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Please wait..." : signUp ? "Sign Up" : "Log In"}
            </Button>
          </Form>
          {!signUp ? (
            <p className="text-sm">
              Forgotten your password?{" "}
              <Link to="/forgot-password" className="text-brand-700 font-semibold underline">
                Click here.
              </Link>
            </p>
          ) : null}
          <p className="text-sm">
            {signUp ? "Already have an account?" : "New here?"}{" "}
            <button
              type="button"
              className="text-brand-700 font-semibold underline"
              onClick={() => setMode(signUp ? "sign-in" : "sign-up")}
            >
              {signUp ? "Log in" : "Create an account"}
            </button>
          </p>
          <div className="text-muted flex items-center gap-3 text-xs" aria-hidden>
            <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
          </div>
          <Form method="post" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {(["google", "facebook"] as const).map((provider) => {
              const label = provider === "google" ? "Google" : "Facebook";
              const configured = loaderData.providers[provider];
              return (
                <Button
                  key={provider}
                  type="submit"
                  name="intent"
                  value={provider}
                  variant="outline"
                  disabled={!configured || busy}
                  title={configured ? undefined : `${label} sign-in is not configured`}
                >
                  {configured ? `Continue with ${label}` : `${label} (not configured)`}
                </Button>
              );
            })}
          </Form>
          <Form method="post">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button type="submit" name="intent" value="guest" variant="secondary" className="w-full">
              Continue as Guest
            </Button>
          </Form>
        </CardContent>
      </Card>
    </main>
  );
}
