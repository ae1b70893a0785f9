import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { CART_STORAGE_KEY, parseCartText, readStoredCartText, type Fulfilment } from "~/features/cart/public";
import { ConsentFields } from "~/features/messaging/public";
import { CheckoutSchema, checkoutSchema } from "~/features/orders/public";
import type { PageData } from "~/lib/page-data";
import { toast } from "~/lib/toast";
import { readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from "../checkout-draft";
import type { CheckoutQuote } from "../checkout-quote.server";
import { AllergyNoteField } from "../components/allergy-note-field";
import { CheckoutSummary, nothingToPay } from "../components/checkout-summary";
import { CollectionPointChoice, FulfilmentChoice, OutsideAreaNotice } from "../components/checkout-fulfilment";
import { DeliveryWindowChoice } from "../components/delivery-window-choice";
import type { checkoutAction, loadCheckoutPage } from "./checkout.server";

const CONFORM_INTENT = "__intent__";
/** Accepts any submit: the server checks it. */
const PASS_THROUGH = z.custom<z.output<typeof CheckoutSchema>>(() => true);

/** A promo code applied in the summary, with the email typed when it was (its conditions are the customer's). */
type AppliedPromo = { code: string; email: string } | null;

function useCheckoutQuote(cartText: string | null, ready: boolean, promo: AppliedPromo, giftCardCode: string | null) {
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  useEffect(() => {
    if (!ready) return;
    // An unreadable cart is sent as none: the server says why it cannot be priced.
    const cart = parseCartText(cartText);
    const controller = new AbortController();
    fetch("/api/checkout/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cart, promoCode: promo?.code ?? null, email: promo?.email ?? null, giftCardCode }),
      signal: controller.signal,
    })
      .then((r) => r.json() as Promise<CheckoutQuote>)
      .then(setQuote)
      .catch((err: unknown) => {
        if ((err as Error).name !== "AbortError")
          setQuote({ ok: false, message: "Your order could not be loaded. Please try again." });
      });
    return () => controller.abort();
  }, [cartText, ready, promo, giftCardCode]);
  return quote;
}

/**
 * The stored cart and how it is fulfilled. Switching between delivery and collection writes the
 * cart back (the builder then shows the same), and the summary is priced again.
 */
function useCheckoutCart(owner: string) {
  const [cartText, setCartText] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setCartText(readStoredCartText(owner));
    setReady(true);
  }, [owner]);
  const cart = parseCartText(cartText);
  const [chosen, setChosen] = useState<Fulfilment | null>(null);
  const fulfilment: Fulfilment = chosen ?? cart?.fulfilment ?? "delivery";
  const choose = useCallback(
    (next: Fulfilment) => {
      setChosen(next);
      const current = parseCartText(cartText);
      if (!current || current.fulfilment === next) return;
      const text = JSON.stringify({ ...current, fulfilment: next });
      try {
        window.localStorage.setItem(CART_STORAGE_KEY, text);
      } catch {
        // Storage blocked: the choice still holds for this page.
      }
      setCartText(text);
    },
    [cartText],
  );
  return { cartText, cart, ready, fulfilment, choose };
}

export function CheckoutPage({
  actionData,
  ...loaderData
}: PageData<typeof loadCheckoutPage> & { actionData?: Exclude<PageData<typeof checkoutAction>, Response> }) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { cartText, cart, ready, fulfilment, choose } = useCheckoutCart(loaderData.owner);
  // A share link's welcome code starts applied (decision 045); the customer may remove or replace it.
  const { invite } = loaderData;
  const [promo, setPromo] = useState<AppliedPromo>(
    invite ? { code: invite.promoCode, email: loaderData.defaults.email } : null,
  );
  const [giftCardCode, setGiftCardCode] = useState<string | null>(null);
  const quote = useCheckoutQuote(cartText, ready, promo, giftCardCode);
  const busy = navigation.state !== "idle" && navigation.formAction === "/checkout";
  const redirecting = busy || (navigation.state === "loading" && navigation.location?.pathname.startsWith("/pay/"));
  const collection = fulfilment === "collection";
  const points = loaderData.collectionPoints;
  const { deliveryWindows } = loaderData;

  const [form, fields] = useForm({
    id: "checkout",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...loaderData.defaults, billingAddressSame: "on", collectionPointId: "" },
    shouldRevalidate: "onInput",
    // After a refused submit, a field is re-checked in the browser as it is corrected (the same
    // schema as the server). A real submit always goes to the server, whose answer brings the
    // spec's toast: here it only passes through.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.has(CONFORM_INTENT) ? checkoutSchema({ deliveryWindows }) : PASS_THROUGH,
      }),
  });

  // Back without paying (or back from the builder): the details as typed in this tab come back
  // (checkout-draft.ts says why they live in the browser). The billing fields exist only once
  // the box is unticked, so the values are put back after the render that shows them.
  const { owner } = loaderData;
  const [billingSame, setBillingSame] = useState(true);
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  useEffect(() => {
    const stored = readCheckoutDraft(owner);
    if (!stored) return;
    setBillingSame(stored.billingAddressSame !== "");
    setDraft(stored);
  }, [owner]);
  useEffect(() => {
    if (!draft) return;
    // Once: each update gives a new `form`, which would run this again.
    setDraft(null);
    for (const [name, value] of Object.entries(draft)) {
      if (name !== "billingAddressSame" && value !== undefined) form.update({ name, value });
    }
  }, [draft, form]);

  // The postcode checked before ordering is carried into the delivery address.
  const checkedPostcode = cart?.postcode ?? null;
  const postcodeName = fields.postcode.name;
  useEffect(() => {
    if (!checkedPostcode) return;
    const input = document.querySelector<HTMLInputElement>(`#checkout input[name="${postcodeName}"]`);
    if (input && input.value.trim() === "") form.update({ name: postcodeName, value: checkedPostcode });
  }, [checkedPostcode, postcodeName, form]);

  // A delivery refused for its postcode offers collection until the customer acts on it.
  const [refusal, setRefusal] = useState<{ title: string; description: string } | null>(null);
  useEffect(() => {
    const outsideArea = actionData && "outsideArea" in actionData ? actionData.outsideArea : null;
    setRefusal(outsideArea && actionData?.problem ? actionData.problem : null);
  }, [actionData]);
  const switchTo = (next: Fulfilment) => {
    setRefusal(null);
    choose(next);
  };

  useEffect(() => {
    // One toast at a time: a new problem replaces the last one.
    if (actionData?.problem)
      toast.error(actionData.problem.title, { id: "checkout-problem", description: actionData.problem.description });
  }, [actionData]);
  useEffect(() => {
    if (params.get("payment") === "cancelled") {
      toast("Payment cancelled", { description: "You have not been charged. You can try again when you are ready." });
    }
  }, [params]);

  const field = (
    name:
      | "firstName"
      | "lastName"
      | "email"
      | "address"
      | "city"
      | "postcode"
      | "phone"
      | "billingAddressLine1"
      | "billingAddressLine2"
      | "billingCity"
      | "billingPostcode",
    label: string,
    autoComplete: string,
    type: "text" | "email" | "tel" = "text",
    required = true,
  ) => (
    <FormField
      label={label}
      autoComplete={autoComplete}
      error={fields[name].errors}
      required={required}
      {...getInputProps(fields[name], { type })}
    />
  );

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">Checkout</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          className="flex flex-col gap-6"
          onChange={(event) => saveCheckoutDraft(owner, event.currentTarget)}
        >
          <input type="hidden" name="cart" value={cartText ?? ""} />
          <input type="hidden" name="promoCode" value={quote?.ok && quote.promo ? quote.promo.code : ""} />
          <input type="hidden" name="giftCardCode" value={quote?.ok && quote.giftCard ? quote.giftCard.code : ""} />
          {loaderData.isGuest ? (
            <p className="border-brand-200 bg-brand-50 rounded-md border p-4 text-sm">
              <strong>Guest Checkout:</strong> Your email is required for order confirmation.
            </p>
          ) : null}
          <Card>
            <CardContent className="pt-6">
              <FulfilmentChoice value={fulfilment} onChange={switchTo} disabled={!ready} />
            </CardContent>
          </Card>
          <FieldsetCard legend="Personal Details" className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First Name", "given-name")}
            {field("lastName", "Last Name", "family-name")}
            <div className="sm:col-span-2">{field("email", "Email", "email", "email")}</div>
          </FieldsetCard>
          {/* Both are kept while hidden, so what was typed survives a switch; the server reads the chosen one. */}
          <Card hidden={collection}>
            <CardContent className="flex flex-col gap-4 pt-6">
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-4 text-xl font-semibold">Delivery Address</legend>
                <div className="sm:col-span-2">{field("address", "Address", "street-address")}</div>
                {field("city", "City", "address-level2")}
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="region">Region</Label>
                  <Input
                    id="region"
                    name="region"
                    value="London"
                    readOnly
                    aria-readonly="true"
                    className="bg-stone-100"
                  />
                </div>
                {field("postcode", "Postcode", "postal-code")}
              </fieldset>
              {deliveryWindows ? (
                <DeliveryWindowChoice
                  name={fields.deliveryWindow.name}
                  defaultValue={fields.deliveryWindow.initialValue}
                  errors={collection ? undefined : fields.deliveryWindow.errors}
                  errorId={`${fields.deliveryWindow.id}-error`}
                />
              ) : null}
              {refusal && !collection ? (
                <OutsideAreaNotice
                  title={refusal.title}
                  message={refusal.description}
                  canCollect={points.length > 0}
                  onCollect={() => switchTo("collection")}
                />
              ) : null}
            </CardContent>
          </Card>
          <Card hidden={!collection}>
            <CardContent className="pt-6">
              <CollectionPointChoice
                points={points}
                date={cart?.deliveryDate ?? null}
                name={fields.collectionPointId.name}
                errors={collection ? fields.collectionPointId.errors : undefined}
                errorId={`${fields.collectionPointId.id}-error`}
              />
            </CardContent>
          </Card>
          <FieldsetCard legend="Contact Details" className="grid gap-4">
            {field("phone", "Phone", "tel", "tel")}
            <div className="flex flex-col gap-1.5" hidden={collection}>
              <Label htmlFor={fields.deliveryInstructions.id}>Delivery Instructions (optional)</Label>
              <Textarea rows={3} {...getTextareaProps(fields.deliveryInstructions)} />
              {fields.deliveryInstructions.errors ? (
                <p className="text-sm text-red-700">{fields.deliveryInstructions.errors[0]}</p>
              ) : null}
            </div>
            <AllergyNoteField field={fields.allergyNote} />
          </FieldsetCard>
          <Card>
            <CardContent className="pt-6">
              <ConsentFields idPrefix="checkout" error={actionData?.result?.error?.consent} />
            </CardContent>
          </Card>
          <label className="flex items-center gap-3 text-sm font-medium" hidden={collection}>
            <input
              type="checkbox"
              name={fields.billingAddressSame.name}
              checked={billingSame}
              onChange={(event) => setBillingSame(event.currentTarget.checked)}
              className="accent-brand-600 size-4"
            />
            Billing address is the same as delivery
          </label>
          {/* Rendered only when unticked: the server requires them then, and ignores them otherwise. */}
          {!billingSame && !collection ? (
            <Card>
              <CardContent className="pt-6">
                <fieldset className="grid gap-4 sm:grid-cols-2">
                  <legend className="mb-4 text-xl font-semibold">Billing Address</legend>
                  <div className="sm:col-span-2">
                    {field("billingAddressLine1", "Billing Address Line 1", "billing address-line1")}
                  </div>
                  <div className="sm:col-span-2">
                    {field(
                      "billingAddressLine2",
                      "Billing Address Line 2 (optional)",
                      "billing address-line2",
                      "text",
                      false,
                    )}
                  </div>
                  {field("billingCity", "Billing City", "billing address-level2")}
                  {field("billingPostcode", "Billing Postcode", "billing postal-code")}
                </fieldset>
              </CardContent>
            </Card>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button asChild variant="outline">
              <Link to="/order">Back to Order</Link>
            </Button>
            <Button type="submit" size="lg" disabled={redirecting || !ready}>
              {redirecting
                ? "Redirecting..."
                : nothingToPay(quote)
                  ? "Place Order"
                  : loaderData.provider === "stripe"
                    ? "Pay with Stripe"
                    : "Continue to Payment"}
            </Button>
          </div>
        </Form>
        <aside aria-label="Order summary">
          <CheckoutSummary
            quote={quote}
            loading={!ready || quote === null}
            promoCode={promo?.code ?? null}
            invitedBy={invite?.invitedBy ?? null}
            giftCardCode={giftCardCode}
            onGiftCardCode={setGiftCardCode}
            onPromoCode={(code) => {
              const email = document.querySelector<HTMLInputElement>(`#checkout input[name="email"]`)?.value ?? "";
              setPromo(code ? { code, email } : null);
            }}
          />
        </aside>
      </div>
    </main>
  );
}

/** A card holding one fieldset of the checkout form under its legend. */
function FieldsetCard({
  legend,
  className,
  children,
}: {
  legend: string;
  /** The fieldset's layout. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="pt-6">
        <fieldset className={className}>
          <legend className="mb-4 text-xl font-semibold">{legend}</legend>
          {children}
        </fieldset>
      </CardContent>
    </Card>
  );
}
