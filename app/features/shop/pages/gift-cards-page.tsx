import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Gift } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { InputField } from "~/components/conform-fields";
import { FieldError, SubmitButton, TextareaField } from "~/components/form-kit";
import { TitledCard } from "~/components/ui/card";
import { BuyGiftCardSchema, MAX_MESSAGE_LENGTH, SUGGESTED_AMOUNTS_PENCE } from "~/features/giftcards/public";
import { formatPence, parsePounds } from "~/lib/money";
import type { PageData } from "~/lib/page-data";
import type { SubmissionResult } from "@conform-to/react";
import type { loadGiftCardsPage, loadGiftCardThanks } from "./gift-cards.server";

export interface BuyGiftCardAnswer {
  result?: SubmissionResult<string[]>;
  problem?: { title: string; description: string };
}

const poundsOf = (pence: number) => (pence / 100).toFixed(2);

/**
 * The shop's "Gift cards" page: an amount or a box (its price and one box's delivery), the
 * recipient, a message, the day it is emailed, and the buyer; then the payment page.
 */
export function GiftCardsPage({
  loaderData,
  actionData,
}: {
  loaderData: PageData<typeof loadGiftCardsPage>;
  actionData?: BuyGiftCardAnswer;
}) {
  const { boxes, today, lastDay, buyer, businessName, cancelled } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "buy-gift-card",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { gift: "amount", amount: "50.00", sendOn: today, buyerName: buyer.name, buyerEmail: buyer.email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BuyGiftCardSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const gift = fields.gift.value ?? "amount";
  const box = boxes.find((b) => b.id === gift);
  const pricePence = box ? box.pricePence : parsePounds(fields.amount.value ?? "");
  const problem = navigation.state === "idle" ? actionData?.problem : undefined;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-semibold">
        <Gift className="text-brand-600 size-8" aria-hidden /> Gift cards
      </h1>
      <p className="text-muted mt-3 max-w-2xl">
        Give someone a weekend of home-cooked food. Choose an amount or a box; we email the card to them on the day you
        choose, with your message. They type its code at checkout, or keep it as store credit in their {businessName}{" "}
        account.
      </p>
      {cancelled ? (
        <p role="status" className="mt-4 rounded-md bg-stone-100 px-4 py-3 text-sm">
          Payment cancelled: you have not been charged and no gift card was sent.
        </p>
      ) : null}
      {problem ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{problem.title}</p>
          <p>{problem.description}</p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-6">
        <TitledCard title="What to give">
          <fieldset className="flex flex-col gap-3" aria-describedby={fields.gift.errorId}>
            <legend className="sr-only">An amount or a box</legend>
            <GiftChoice
              field={fields.gift}
              value="amount"
              label="An amount of your choice"
              detail={`From ${formatPence(500)} to ${formatPence(50_000)}`}
            />
            {boxes.map((b) => (
              <GiftChoice
                key={b.id}
                field={fields.gift}
                value={b.id}
                label={`${b.name} box: ${formatPence(b.pricePence)}`}
                detail="One box and its delivery"
              />
            ))}
            <FieldError id={fields.gift.errorId} error={fields.gift.errors} />
          </fieldset>
          {gift === "amount" ? (
            <div className="mt-4 flex flex-col gap-3">
              <div className="flex flex-wrap gap-2" role="group" aria-label="Suggested amounts">
                {SUGGESTED_AMOUNTS_PENCE.map((pence) => (
                  <button
                    key={pence}
                    type="button"
                    className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold"
                    aria-pressed={pricePence === pence}
                    onClick={() => form.update({ name: fields.amount.name, value: poundsOf(pence) })}
                  >
                    {formatPence(pence)}
                  </button>
                ))}
              </div>
              <InputField
                label="Amount (£)"
                field={fields.amount}
                type="text"
                inputMode="decimal"
                className="max-w-40"
              />
            </div>
          ) : null}
        </TitledCard>
        <TitledCard title="Who it is for">
          <div className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label="Their name" field={fields.recipientName} type="text" autoComplete="off" />
              <InputField label="Their email" field={fields.recipientEmail} type="email" autoComplete="off" />
            </div>
            <TextareaField
              label={`Your message (optional, at most ${MAX_MESSAGE_LENGTH} characters)`}
              error={fields.message.errors}
              rows={3}
              {...getTextareaProps(fields.message)}
            />
            <InputField
              label="Email it to them on"
              field={fields.sendOn}
              type="date"
              min={today}
              max={lastDay}
              className="max-w-48"
            />
          </div>
        </TitledCard>
        <TitledCard title="From you">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label="Your name" field={fields.buyerName} type="text" autoComplete="name" />
            <InputField label="Your email" field={fields.buyerEmail} type="email" autoComplete="email" />
          </div>
          <p className="text-muted mt-3 text-sm">
            We email you a receipt. The card's code goes to them only, so that only they can spend it.
          </p>
        </TitledCard>
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg" data-testid="gift-card-price">
            {pricePence !== null && pricePence > 0 ? (
              <>
                You pay <strong>{formatPence(pricePence)}</strong>
              </>
            ) : (
              "Enter an amount"
            )}
          </p>
          <SubmitButton pending={pending} pendingLabel="Going to payment..." size="lg">
            Buy gift card
          </SubmitButton>
        </div>
      </Form>
    </main>
  );
}

function GiftChoice({
  field,
  value,
  label,
  detail,
}: {
  field: Parameters<typeof getInputProps>[0];
  value: string;
  label: string;
  detail: string;
}) {
  const id = `${field.id}-${value}`;
  return (
    <label
      htmlFor={id}
      className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3"
    >
      <input {...getInputProps(field, { type: "radio", value })} id={id} className="accent-brand-600 mt-1 size-4" />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="text-muted block text-sm">{detail}</span>
      </span>
    </label>
  );
}

/** After paying: the card is on its way (or why not), and what happens next. */
export function GiftCardThanksPage({ loaderData }: { loaderData: PageData<typeof loadGiftCardThanks> }) {
  const card = loaderData;
  const revalidator = useRevalidator();
  // Stripe's webhook may confirm the payment a moment after the buyer arrives: ask again until it has.
  useEffect(() => {
    if (card.status !== "waiting") return;
    const timer = setInterval(() => void revalidator.revalidate(), 3000);
    return () => clearInterval(timer);
  }, [card.status, revalidator]);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      {card.status === "paid" ? (
        <TitledCard title="Thank you for your gift card">
          <div className="flex flex-col gap-3" role="status">
            <p>
              Your gift card for {card.recipientName} ({card.worth}) is paid.{" "}
              {card.sentToday
                ? `We have emailed it to ${card.recipientEmail}.`
                : `We will email it to ${card.recipientEmail} on ${card.sendOn}.`}
            </p>
            <p className="text-muted text-sm">
              A receipt is on its way to {card.buyerEmail}. The card ends in {card.codeHint}; its full code is in{" "}
              {card.recipientName}'s email only.
            </p>
            <p>
              <Link to="/" className="text-brand-700 font-semibold underline">
                Back to the shop
              </Link>
            </p>
          </div>
        </TitledCard>
      ) : card.status === "waiting" ? (
        <TitledCard title="Confirming your payment">
          <p role="status">Your payment is being confirmed. This page updates by itself when it is done.</p>
        </TitledCard>
      ) : (
        <TitledCard title="Gift card not paid">
          <p role="alert">
            This gift card was not paid, so nothing was sent and you have not been charged.{" "}
            <Link to="/gift-cards" className="text-brand-700 font-semibold underline">
              Try again
            </Link>
          </p>
        </TitledCard>
      )}
    </main>
  );
}
