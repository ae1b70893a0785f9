import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { callAuthEndpoint } from "~/features/accounts/auth-endpoint.server";
import { ForgotPasswordSchema } from "~/features/accounts/schemas";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/forgot-password";
import { requestInfoContext } from "~/lib/request-context";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Forgotten password") }];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await callAuthEndpoint(
    request,
    "/request-password-reset",
    { email: submission.value.email, redirectTo: "/reset-password" },
    context.get(requestInfoContext).clientIp,
  );
  if (result.status === 429) {
    return data({ result: submission.reply({ formErrors: [result.message] }) }, { status: 429 });
  }
  // The same answer whether or not the address has an account: nothing to learn from it.
  return redirectWithToast("/login", {
    type: "success",
    title: "Check your email",
    description: "If an account exists for that address, we have sent a link to reset the password.",
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
    shouldValidate: "onBlur",
    // A corrected value clears its error as it is typed. Cleared on blur instead, the error went
    // as the pointer pressed the button, the button moved up and the click was lost.
    shouldRevalidate: "onInput",
  });
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Forgotten your password?</h1>
          <CardDescription>Enter your email and we will send you a link to choose a new one.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            <FormField
              label="Email"
              autoComplete="email"
              error={fields.email.errors}
              {...getInputProps(fields.email, { type: "email" })}
            />
            {form.errors ? <p className="text-sm text-red-700">{form.errors[0]}</p> : null}
            <Button type="submit" disabled={navigation.state !== "idle"}>
              {navigation.state !== "idle" ? "Please wait..." : "Send reset link"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </main>
  );
}
