import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import type { ActionResult } from "~/lib/action-result";
import type { PageData } from "~/lib/page-data";
import { DataRightsPanel } from "../components/data-rights-panel";
import { DataRequestSchema } from "../schemas";
import type { loadYourDataPage } from "./your-data.server";

const SIGN_IN = "/login?redirectTo=%2Fmy-account%2Fdata";

/** /your-data: a guest asks for their data by email; the emailed link opens it. */
export function YourDataPage({
  loaderData,
  actionData,
}: {
  loaderData: PageData<typeof loadYourDataPage>;
  actionData?: ActionResult<{ sent?: boolean }>;
}) {
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Your data</h1>
      {loaderData.state === "open" ? (
        <DataRightsPanel
          email={loaderData.email}
          summary={loaderData.summary}
          exportPath={`/your-data/export?token=${encodeURIComponent(loaderData.token)}`}
          hidden={{ token: loaderData.token }}
          eraseLabel="Erase my data"
          eraseText="Your details are erased at once: your orders are kept for our accounts without your name, address, phone or email, any subscription ends, and you get no more marketing."
          answer={actionData}
        />
      ) : (
        <>
          {loaderData.state === "expired" ? (
            <p role="alert" className="text-red-700">
              This link has expired or is not valid. Ask for a new one below.
            </p>
          ) : null}
          {loaderData.state === "sign-in" ? (
            <p role="alert">
              This address has an account: please{" "}
              <Link to={SIGN_IN} className="underline">
                sign in
              </Link>{" "}
              and use My account, Your data.
            </p>
          ) : null}
          <RequestForm actionData={actionData} />
        </>
      )}
    </main>
  );
}

function RequestForm({ actionData }: { actionData?: ActionResult<{ sent?: boolean }> }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "data-request",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DataRequestSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <TitledCard title="See or erase the data we hold">
      <p className="text-sm">
        Ordered as a guest, or joined a waitlist? Enter your email and we will send you a link to download what we hold
        under it, or to erase it. Have an account?{" "}
        <Link to={SIGN_IN} className="underline">
          Sign in
        </Link>{" "}
        and open My account, Your data.
      </p>
      {actionData?.sent ? (
        <p role="status" className="mt-4 font-semibold">
          {actionData.toast?.description}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="request" />
          <FormField
            label="Email"
            autoComplete="email"
            error={fields.email.errors}
            {...getInputProps(fields.email, { type: "email" })}
          />
          {form.errors ? <p className="text-sm text-red-700">{form.errors[0]}</p> : null}
          <Button type="submit" className="self-start" disabled={navigation.state !== "idle"}>
            {navigation.state !== "idle" ? "Please wait..." : "Email me a link"}
          </Button>
        </Form>
      )}
    </TitledCard>
  );
}
