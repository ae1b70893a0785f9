import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { InputField } from "~/components/conform-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import type { PageData } from "~/lib/page-data";
import { ResetPasswordSchema } from "../schemas";
import type { resetPasswordAction } from "./reset-password.server";

export function ResetPasswordPage({ actionData }: { actionData?: PageData<typeof resetPasswordAction> }) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onBlur",
    // A corrected value clears its error as it is typed. Cleared on blur instead, the error went
    // as the pointer pressed the button, the button moved up and the click was lost.
    shouldRevalidate: "onInput",
  });
  const invalidLink = !token || params.get("error");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Choose a new password</h1>
          <CardDescription>At least 8 characters.</CardDescription>
        </CardHeader>
        <CardContent>
          {invalidLink ? (
            <p className="text-sm">
              This link is invalid or has expired.{" "}
              <Link to="/forgot-password" className="text-brand-700 font-semibold underline">
                Ask for a new one.
              </Link>
            </p>
          ) : (
            <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
              <input type="hidden" name="token" value={token} />
              <InputField label="New password" autoComplete="new-password" field={fields.password} type="password" />
              <InputField
                label="Repeat the new password"
                autoComplete="new-password"
                field={fields.confirm}
                type="password"
              />
              {form.errors ? (
                <p role="alert" className="text-sm text-red-700">
                  {form.errors[0]}
                </p>
              ) : null}
              <Button type="submit" disabled={navigation.state !== "idle"}>
                {navigation.state !== "idle" ? "Please wait..." : "Save new password"}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
