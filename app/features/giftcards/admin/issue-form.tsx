import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { InputField } from "~/components/conform-fields";
import { SubmitButton, TextareaField } from "~/components/form-kit";
import type { ActionResult } from "~/lib/action-result";
import { IssueGiftCardSchema, MAX_MESSAGE_LENGTH } from "../issue-schema";

/** The owner's "Issue a gift card": amount, recipient, message, the day it is emailed, whom from. */
export function IssueGiftCardForm({
  today,
  businessName,
  actionData,
}: {
  today: string;
  businessName: string;
  actionData?: ActionResult;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "issue-gift-card";
  const [form, fields] = useForm({
    id: "issue-gift-card",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { sendOn: today, buyerName: businessName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: IssueGiftCardSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="issue-gift-card" />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Amount (£)" field={fields.amount} type="text" inputMode="decimal" placeholder="25.00" />
        <InputField label="Email it on" field={fields.sendOn} type="date" min={today} />
        <InputField label="From" field={fields.buyerName} type="text" autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Recipient's name" field={fields.recipientName} type="text" autoComplete="off" />
        <InputField label="Recipient's email" field={fields.recipientEmail} type="email" autoComplete="off" />
      </div>
      <TextareaField
        label={`Message (optional, at most ${MAX_MESSAGE_LENGTH} characters)`}
        error={fields.message.errors}
        rows={3}
        {...getTextareaProps(fields.message)}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel="Issuing...">
          Issue gift card
        </SubmitButton>
      </div>
    </Form>
  );
}
