import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, MapPinOff } from "lucide-react";
import type * as React from "react";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { getGuest } from "~/features/accounts/guest.server";
import { getUser } from "~/features/accounts/session.server";
import { shopperKey } from "~/features/accounts/shopper.server";
import { OUTSIDE_AREA_TITLE } from "~/features/delivery/collection-points";
import { checkPostcode, joinWaitlist, type PostcodeCheckResult } from "~/features/delivery/postcodes.server";
import { PostcodeCheckSchema, PostcodeWaitlistSchema } from "~/features/delivery/schemas";
import { basketFor } from "~/features/cart/basket";
import { CART_STORAGE_KEY, CartSchema, EMPTY_CART, type Fulfilment } from "~/features/cart/cart";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/postcode-check";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Check your postcode") },
  { name: "description", content: "Check whether we deliver home-cooked meal boxes to your postcode." },
];

/** Signed-in users and guests go straight to the builder; visitors log in (or continue as guests) first. */
const LOGIN_THEN_ORDER = "/login?redirectTo=%2Forder";

export async function loader({ request }: Route.LoaderArgs) {
  const [user, guest] = await Promise.all([getUser(request), getGuest(request)]);
  const owner = shopperKey({ user, guest });
  return { orderHref: owner ? "/order" : LOGIN_THEN_ORDER, owner };
}

type WaitlistOutcome = { status: "joined" | "already"; email: string } | null;

/** What the order page is opened with: how the order is fulfilled and, for delivery, the postcode checked. */
type OrderStart = { fulfilment: Fulfilment; postcode?: string };

/**
 * Remembers the choice in the stored cart as well as in the navigation state, as a visitor who is
 * not signed in reaches the order page through the login page (the state does not survive that).
 * Another shopper's basket (someone signed out on this browser) is not carried on.
 */
function rememberStart(start: OrderStart, owner: string | null) {
  try {
    const stored = window.localStorage.getItem(CART_STORAGE_KEY);
    const parsed = CartSchema.safeParse(stored ? JSON.parse(stored) : null);
    const cart = basketFor(parsed.success ? parsed.data : null, owner) ?? EMPTY_CART;
    const next = { ...cart, fulfilment: start.fulfilment, postcode: start.postcode ?? cart.postcode };
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the navigation state still carries the choice.
  }
}

function OrderLink({ to, start, children }: { to: string; start: OrderStart; children: React.ReactNode }) {
  const { owner } = useLoaderData<typeof loader>();
  return (
    <Link to={to} state={start} onClick={() => rememberStart(start, owner)}>
      {children}
    </Link>
  );
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "waitlist") {
    const submission = parseWithZod(formData, { schema: PostcodeWaitlistSchema });
    const check = await checkPostcode(String(formData.get("postcode") ?? ""));
    if (submission.status !== "success") {
      return data(
        { check, checkReply: null, waitlistReply: submission.reply(), waitlist: null as WaitlistOutcome },
        { status: 400 },
      );
    }
    const joined = await joinWaitlist(submission.value.email, submission.value.postcode);
    if (!joined.ok) {
      return data(
        {
          check,
          checkReply: null,
          waitlistReply: submission.reply({ formErrors: [joined.message] }),
          waitlist: null as WaitlistOutcome,
        },
        { status: 400 },
      );
    }
    return {
      check,
      checkReply: null,
      waitlistReply: submission.reply({ resetForm: true }),
      waitlist: {
        status: joined.alreadyListed ? "already" : "joined",
        email: submission.value.email,
      } as WaitlistOutcome,
    };
  }

  const submission = parseWithZod(formData, { schema: PostcodeCheckSchema });
  if (submission.status !== "success") {
    return data(
      { check: null, checkReply: submission.reply(), waitlistReply: null, waitlist: null as WaitlistOutcome },
      { status: 400 },
    );
  }
  const check = await checkPostcode(submission.value.postcode);
  if (check.status === "invalid") {
    return data(
      {
        check: null,
        checkReply: submission.reply({ fieldErrors: { postcode: [check.message] } }),
        waitlistReply: null,
        waitlist: null as WaitlistOutcome,
      },
      { status: 400 },
    );
  }
  return { check, checkReply: submission.reply(), waitlistReply: null, waitlist: null as WaitlistOutcome };
}

export default function PostcodeCheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const check = actionData?.check ?? null;

  const [form, fields] = useForm({
    id: "postcode-check",
    lastResult: navigation.state === "idle" ? actionData?.checkReply : undefined,
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
          <Available orderHref={loaderData.orderHref} postcode={check.postcode} />
        ) : null}
        {check?.status === "unavailable" ? (
          <Unavailable
            check={check}
            orderHref={loaderData.orderHref}
            waitlistReply={actionData?.waitlistReply ?? null}
            waitlist={actionData?.waitlist ?? null}
            busy={submittingIntent === "waitlist"}
          />
        ) : null}
      </div>
    </main>
  );
}

function Available({ orderHref, postcode }: { orderHref: string; postcode: string }) {
  return (
    <Card className="border-green-200 bg-green-50">
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        <CheckCircle2 aria-hidden className="size-10 text-green-700" />
        <h2 className="text-xl font-semibold text-green-900">Good News! We deliver to your postcode.</h2>
        <Button asChild size="lg">
          <OrderLink to={orderHref} start={{ fulfilment: "delivery", postcode }}>
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
}: {
  check: Extract<PostcodeCheckResult, { status: "unavailable" }>;
  orderHref: string;
  waitlistReply: SubmissionResult<string[]> | null;
  waitlist: WaitlistOutcome;
  busy: boolean;
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
            <OrderLink to={orderHref} start={{ fulfilment: "collection" }}>
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
