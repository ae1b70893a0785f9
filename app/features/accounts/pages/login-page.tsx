import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { InputField } from "~/components/conform-fields";
import { NameFields } from "~/components/name-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { CONSENT_PHONE_FIELD, ConsentFields } from "~/features/messaging/public";
import type { PageData } from "~/lib/page-data";
import { toast } from "~/lib/toast";
import { LoginSchema } from "../schemas";
import type { loadLoginPage, loginAction } from "./login.server";

type LoginAnswer = PageData<typeof loginAction>;

export function LoginPage({ providers, actionData }: PageData<typeof loadLoginPage> & { actionData?: LoginAnswer }) {
  const answer = actionData && "failure" in actionData ? actionData : undefined;
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/login");

  const [form, fields] = useForm({
    id: `login-${mode}`,
    lastResult: navigation.state === "idle" ? answer?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (answer?.failure) toast.error(answer.failure.title, { description: answer.failure.description });
  }, [answer]);

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
                <NameFields
                  firstName={fields.firstName}
                  lastName={fields.lastName}
                  labels={["First name", "Last name"]}
                />
              </div>
            ) : null}
            <InputField label="Email" autoComplete="email" field={fields.email} type="email" />
            <InputField
              label="Password"
              autoComplete={signUp ? "new-password" : "current-password"}
              field={fields.password}
              type="password"
            />
            {signUp ? (
              <ConsentFields
                idPrefix="sign-up"
                error={answer?.result?.error?.consent}
                phone={{ name: CONSENT_PHONE_FIELD, error: answer?.result?.error?.[CONSENT_PHONE_FIELD] }}
              />
            ) : null}
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
              const configured = providers[provider];
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
