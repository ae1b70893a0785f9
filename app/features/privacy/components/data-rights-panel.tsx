import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import type { ActionResult } from "~/lib/action-result";
import { confirmsErasure } from "../schemas";

export interface DataSummary {
  account: boolean;
  orders: number;
  subscriptions: number;
  messages: number;
  consentChanges: number;
  waitlist: number;
  contactMessages: number;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What is held, the two downloads and the erasure behind its confirmation: the same on My account's
 * Your data and on a guest's emailed link (`exportPath` and `hidden` say whose).
 */
export function DataRightsPanel({
  email,
  summary,
  exportPath,
  hidden = {},
  eraseLabel,
  eraseText,
  answer,
}: {
  email: string;
  summary: DataSummary;
  /** The download's address; `format=json` or `format=csv` is added. */
  exportPath: string;
  /** Fields the erase form carries (a guest's token). */
  hidden?: Record<string, string>;
  eraseLabel: string;
  eraseText: string;
  answer?: ActionResult;
}) {
  const [typed, setTyped] = useState("");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "erase";
  const join = exportPath.includes("?") ? "&" : "?";
  return (
    <>
      <TitledCard title="What we hold">
        <ul className="list-disc pl-5 text-sm leading-7">
          {summary.account ? <li>Your account and profile (name, email, phone, address)</li> : null}
          <li>{count(summary.orders, "order")}, with their delivery details and what was in them</li>
          <li>{count(summary.subscriptions, "subscription")}</li>
          <li>{count(summary.messages, "message")} we sent you</li>
          <li>{count(summary.consentChanges, "change")} of what you agreed to receive</li>
          {summary.waitlist ? <li>{count(summary.waitlist, "waitlist entry", "waitlist entries")}</li> : null}
          {summary.contactMessages ? <li>{count(summary.contactMessages, "message")} you sent us</li> : null}
        </ul>
      </TitledCard>
      <TitledCard title="Download your data">
        <p className="text-sm">
          Everything we hold about {email}: as one JSON file, or as a zip of spreadsheets (one CSV file per section).
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <a href={`${exportPath}${join}format=json`} download>
              Download as JSON
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`${exportPath}${join}format=csv`} download>
              Download as CSV (zip)
            </a>
          </Button>
        </div>
      </TitledCard>
      <TitledCard title={eraseLabel}>
        <p className="text-sm">{eraseText}</p>
        {answer?.toast?.type === "error" ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {answer.toast.title}
            {answer.toast.description ? `: ${answer.toast.description}` : ""}
          </p>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="destructive" className="mt-4" disabled={busy}>
              {eraseLabel}
            </Button>
          }
          title={`${eraseLabel}?`}
          description="This cannot be undone. Type your email address or DELETE to confirm."
          cancelLabel="Keep my data"
          // A plain submit, not AlertDialogAction: closing the dialog on click would unmount the form before it posts.
          action={
            <Form method="post" className="flex w-full flex-col gap-3">
              {Object.entries(hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <FormField
                label="Your email address or DELETE"
                name="confirm"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <Button
                type="submit"
                name="intent"
                value="erase"
                variant="destructive"
                disabled={busy || !confirmsErasure(typed, email)}
              >
                {busy ? "Deleting..." : "Yes, delete everything"}
              </Button>
            </Form>
          }
        />
      </TitledCard>
    </>
  );
}
