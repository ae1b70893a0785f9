import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form-kit";
import { NameFields } from "~/components/name-fields";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ContactMessageSchema } from "~/features/messaging/contact-schemas";

/** 'Send us a message': validated in the browser and again by the action, which stores and emails it. */
export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/get-in-touch";
  const [form, fields] = useForm({
    id: "contact",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactMessageSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const messageError = fields.message.errors?.[0];
  return (
    <Form method="post" action="/get-in-touch" {...getFormProps(form)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      </div>
      <FormField
        label="Email Address"
        autoComplete="email"
        error={fields.email.errors}
        {...getInputProps(fields.email, { type: "email" })}
      />
      <FormField label="Subject" error={fields.subject.errors} {...getInputProps(fields.subject, { type: "text" })} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fields.message.id}>Message</Label>
        <Textarea
          rows={6}
          {...getTextareaProps(fields.message)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${fields.message.id}-error` : undefined}
        />
        {messageError ? (
          <p id={`${fields.message.id}-error`} className="text-sm text-red-700">
            {messageError}
          </p>
        ) : null}
      </div>
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
