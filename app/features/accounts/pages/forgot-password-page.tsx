import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import type { PageData } from "~/lib/page-data";
import { ForgotPasswordSchema } from "../schemas";
import type { forgotPasswordAction } from "./forgot-password.server";

export function ForgotPasswordPage({ actionData }: { actionData?: PageData<typeof forgotPasswordAction> }) {
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
