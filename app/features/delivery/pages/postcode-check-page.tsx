import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, MapPinOff } from "lucide-react";
import type * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { PageData } from "~/lib/page-data";
import { OUTSIDE_AREA_TITLE } from "../collection-points";
import type { PostcodeCheckResult } from "../postcodes.server";
import { PostcodeCheckSchema, PostcodeWaitlistSchema } from "../schemas";
import type { loadPostcodeCheckPage, postcodeCheckAction, WaitlistOutcome } from "./postcode-check.server";

/** What the order page is opened with: how the order is fulfilled and, for delivery, the postcode checked. */
export type OrderStart = { fulfilment: "delivery" | "collection"; postcode?: string };

/**
 * Remembers the choice in the stored cart as well as in the navigation state, as a visitor who is
 * not signed in reaches the order page through the login page (the state does not survive that).
 */
export type RememberStart = (start: OrderStart, owner: string | null) => void;

function OrderLink({
  to,
  start,
  remember,
  children,
}: {
  to: string;
  start: OrderStart;
  remember: (start: OrderStart) => void;
  children: React.ReactNode;
}) {
  return (
    <Link to={to} state={start} onClick={() => remember(start)}>
      {children}
    </Link>
  );
}

export function PostcodeCheckPage({
  orderHref,
  owner,
  rememberStart,
  actionData,
}: PageData<typeof loadPostcodeCheckPage> & {
  /** Keeps the choice in the stored cart (the cart's: the route hands it in). */
  rememberStart: RememberStart;
  actionData?: PageData<typeof postcodeCheckAction>;
}) {
  const navigation = useNavigation();
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const answer = actionData && "checkReply" in actionData ? actionData : undefined;
  const check = answer?.check ?? null;
  const remember = (start: OrderStart) => rememberStart(start, owner);

  const [form, fields] = useForm({
    id: "postcode-check",
    lastResult: navigation.state === "idle" ? answer?.checkReply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PostcodeCheckSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { postcode: check && check.status !== "invalid" ? check.postcode : "" },
  });

  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-brand-900 text-3xl font-bold sm:text-4xl">Check your postcode</h1>
      <p className="text-muted mt-3">
        We cook every weekend and deliver on Saturdays and Sundays. Enter your postcode to see if we deliver to you.
      </p>

      <Form method="post" {...getFormProps(form)} className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value="check" />
        <div className="flex-1">
          <FormField
            label="Postcode"
            {...getInputProps(fields.postcode, { type: "text" })}
            key={fields.postcode.key}
            error={fields.postcode.errors}
            autoComplete="postal-code"
            autoCapitalize="characters"
            placeholder="e.g. SE15 1AA"
          />
        </div>
        <Button type="submit" size="lg" className="sm:mt-6" disabled={submittingIntent === "check"}>
          {submittingIntent === "check" ? "Checking..." : "Continue"}
        </Button>
      </Form>

      <div aria-live="polite" className="mt-8">
        {check?.status === "available" ? (
          <Available orderHref={orderHref} postcode={check.postcode} remember={remember} />
        ) : null}
        {check?.status === "unavailable" ? (
          <Unavailable
            check={check}
            orderHref={orderHref}
            waitlistReply={answer?.waitlistReply ?? null}
            waitlist={answer?.waitlist ?? null}
            busy={submittingIntent === "waitlist"}
            remember={remember}
          />
        ) : null}
      </div>
    </main>
  );
}

function Available({
  orderHref,
  postcode,
  remember,
}: {
  orderHref: string;
  postcode: string;
  remember: (start: OrderStart) => void;
}) {
  return (
    <Card className="border-green-200 bg-green-50">
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        <CheckCircle2 aria-hidden className="size-10 text-green-700" />
        <h2 className="text-xl font-semibold text-green-900">Good News! We deliver to your postcode.</h2>
        <Button asChild size="lg">
          <OrderLink to={orderHref} start={{ fulfilment: "delivery", postcode }} remember={remember}>
            Continue to Order
          </OrderLink>
        </Button>
      </CardContent>
    </Card>
  );
}

function Unavailable({
  check,
  orderHref,
  waitlistReply,
  waitlist,
  busy,
  remember,
}: {
  check: Extract<PostcodeCheckResult, { status: "unavailable" }>;
  orderHref: string;
  waitlistReply: SubmissionResult<string[]> | null;
  waitlist: WaitlistOutcome;
  busy: boolean;
  remember: (start: OrderStart) => void;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "postcode-waitlist",
    lastResult: navigation.state === "idle" ? waitlistReply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PostcodeWaitlistSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <MapPinOff aria-hidden className="text-brand-600 size-10" />
          <h2 className="text-xl font-semibold">{OUTSIDE_AREA_TITLE}</h2>
          <p className="text-muted">
            We're expanding our delivery area and hope to reach {check.postcode} soon. You can still order and collect
            your meals from us, or leave your email and we'll let you know when we deliver to you.
          </p>
          <Button asChild size="lg" variant="secondary">
            <OrderLink to={orderHref} start={{ fulfilment: "collection" }} remember={remember}>
              Order for Pickup
            </OrderLink>
          </Button>
        </div>
        <hr className="border-stone-200" />
        {/* Once on the list, the thank-you takes the form's place. */}
        {waitlist ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-center text-green-900">
            {waitlist.status === "joined"
              ? `Thank you! We'll email ${waitlist.email} when we deliver to ${check.postcode}.`
              : `You're already on our list: we'll email ${waitlist.email} when we deliver to ${check.postcode}.`}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="waitlist" />
            <input type="hidden" name="postcode" value={check.postcode} />
            <FormField
              label="Email me when you deliver to my postcode"
              {...getInputProps(fields.email, { type: "email" })}
              key={fields.email.key}
              error={fields.email.errors ?? form.errors}
              autoComplete="email"
              placeholder="you@example.com"
            />
            <Button type="submit" variant="outline" disabled={busy}>
              {busy ? "Please wait..." : "Join the waitlist"}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
