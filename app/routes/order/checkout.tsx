import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { requestOrigin } from "~/lib/env.server";
import { toast } from "~/lib/toast";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { getProfile } from "~/features/accounts/profile.server";
import { requireShopper, shopperKey } from "~/features/accounts/shopper.server";
import { activeCollectionPoints } from "~/features/delivery/collection-points.server";
import { CART_STORAGE_KEY, CartSchema, type Cart, type Fulfilment } from "~/features/cart/cart";
import type { CheckoutQuote } from "~/features/shop/checkout-quote.server";
import { readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from "~/features/shop/checkout-draft";
import { CheckoutSchema, checkoutProblem, customerFrom } from "~/features/orders/checkout-schema";
import {
  CollectionPointChoice,
  FulfilmentChoice,
  OutsideAreaNotice,
} from "~/features/shop/components/checkout-fulfilment";
import { AllergyNoteField } from "~/features/shop/components/allergy-note-field";
import { CheckoutSummary } from "~/features/shop/components/checkout-summary";
import { createOrderFromCart } from "~/features/orders/orders.server";
import { readStoredCartText } from "~/features/cart/stored-cart";
import { abandonPayment, startPayment } from "~/features/payments/checkout.server";
import { activeProvider } from "~/features/payments/provider.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Checkout") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const shopper = await requireShopper(request);
  // Back from the payment page without paying: that order's session closes and the order is
  // cancelled (the order id, a random UUID, is known only to whoever started that payment).
  const back = new URL(request.url).searchParams;
  const abandoned = back.get("payment") === "cancelled" ? z.uuid().safeParse(back.get("order")) : null;
  if (abandoned?.success) await abandonPayment(abandoned.data);
  const [profile, collectionPoints] = await Promise.all([
    shopper.user ? getProfile(shopper.user.id) : null,
    activeCollectionPoints(),
  ]);
  const [first = "", ...rest] = (shopper.user?.name ?? "").split(" ");
  return {
    isGuest: !shopper.user,
    provider: activeProvider().name,
    collectionPoints,
    defaults: {
      firstName: profile?.firstName ?? (shopper.user && first !== shopper.user.email ? first : ""),
      lastName: profile?.lastName ?? rest.join(" "),
      email: shopper.user?.email ?? shopper.guest?.email ?? "",
      phone: profile?.phone ?? "",
      address: profile?.address ?? "",
      city: "London",
      postcode: profile?.postcode ?? "",
      deliveryInstructions: "",
      allergyNote: "",
    },
    /** Whose basket and details this tab may show (basket.ts, checkout-draft.ts). */
    owner: shopperKey(shopper),
  };
}

const CONFORM_INTENT = "__intent__";
/** Accepts any submit: the server checks it. */
const PASS_THROUGH = z.custom<z.output<typeof CheckoutSchema>>(() => true);

export async function action({ request }: Route.ActionArgs) {
  const shopper = await requireShopper(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: CheckoutSchema });
  if (submission.status !== "success") {
    const problem = checkoutProblem(submission.error ?? {});
    return data({ result: submission.reply(), problem }, { status: 400 });
  }
  const cartText = submission.value.cart;
  const { fulfilment, customer } = customerFrom(submission.value);
  let cartJson: unknown = null;
  try {
    cartJson = JSON.parse(cartText);
  } catch {
    cartJson = null;
  }
  const cart = CartSchema.safeParse(cartJson);
  if (!cart.success || cart.data.lines.length === 0) {
    const problem = { title: "No Items", description: "Please add items to your order before proceeding." };
    return data({ result: submission.reply(), problem }, { status: 400 });
  }
  const created = await createOrderFromCart({
    // How the order is fulfilled is the form's choice (the page keeps the stored cart in step).
    cart: { ...cart.data, fulfilment },
    customer,
    allergyNote: submission.value.allergyNote ?? null,
    userId: shopper.user?.id ?? null,
    isGuest: !shopper.user,
    provider: activeProvider().name,
  });
  if (!created.ok) {
    return data(
      {
        result: submission.reply(),
        problem: { title: created.title, description: created.message },
        outsideArea: created.outsideArea ?? null,
      },
      { status: 400 },
    );
  }
  const payment = await startPayment(created.order, {
    description: created.description,
    returnOrigin: requestOrigin(request),
  });
  if (!payment.ok) {
    return data(
      { result: submission.reply(), problem: { title: payment.title, description: payment.message } },
      { status: 502 },
    );
  }
  return redirect(payment.url);
}

function useCheckoutQuote(cartText: string | null, ready: boolean) {
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  useEffect(() => {
    if (!ready) return;
    let cart: unknown = null;
    try {
      cart = cartText ? JSON.parse(cartText) : null;
    } catch {
      cart = null;
    }
    const controller = new AbortController();
    fetch("/api/checkout/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cart }),
      signal: controller.signal,
    })
      .then((r) => r.json() as Promise<CheckoutQuote>)
      .then(setQuote)
      .catch((err: unknown) => {
        if ((err as Error).name !== "AbortError")
          setQuote({ ok: false, message: "Your order could not be loaded. Please try again." });
      });
    return () => controller.abort();
  }, [cartText, ready]);
  return quote;
}

function parseCart(text: string | null): Cart | null {
  try {
    const parsed = CartSchema.safeParse(text ? JSON.parse(text) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
  const cart = parseCart(cartText);
  const [chosen, setChosen] = useState<Fulfilment | null>(null);
  const fulfilment: Fulfilment = chosen ?? cart?.fulfilment ?? "delivery";
  const choose = useCallback(
    (next: Fulfilment) => {
      setChosen(next);
      const current = parseCart(cartText);
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

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { cartText, cart, ready, fulfilment, choose } = useCheckoutCart(loaderData.owner);
  const quote = useCheckoutQuote(cartText, ready);
  const busy = navigation.state !== "idle" && navigation.formAction === "/checkout";
  const redirecting = busy || (navigation.state === "loading" && navigation.location?.pathname.startsWith("/pay/"));
  const collection = fulfilment === "collection";
  const points = loaderData.collectionPoints;

  const [form, fields] = useForm({
    id: "checkout",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...loaderData.defaults, billingAddressSame: "on", collectionPointId: "" },
    shouldRevalidate: "onInput",
    // After a refused submit, a field is re-checked in the browser as it is corrected (the same
    // schema as the server). A real submit always goes to the server, whose answer brings the
    // spec's toast: here it only passes through.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: formData.has(CONFORM_INTENT) ? CheckoutSchema : PASS_THROUGH }),
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
          <Card>
            <CardContent className="pt-6">
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="mb-4 text-xl font-semibold">Personal Details</legend>
                {field("firstName", "First Name", "given-name")}
                {field("lastName", "Last Name", "family-name")}
                <div className="sm:col-span-2">{field("email", "Email", "email", "email")}</div>
              </fieldset>
            </CardContent>
          </Card>
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
          <Card>
            <CardContent className="pt-6">
              <fieldset className="grid gap-4">
                <legend className="mb-4 text-xl font-semibold">Contact Details</legend>
                {field("phone", "Phone", "tel", "tel")}
                <div className="flex flex-col gap-1.5" hidden={collection}>
                  <Label htmlFor={fields.deliveryInstructions.id}>Delivery Instructions (optional)</Label>
                  <Textarea rows={3} {...getTextareaProps(fields.deliveryInstructions)} />
                  {fields.deliveryInstructions.errors ? (
                    <p className="text-sm text-red-700">{fields.deliveryInstructions.errors[0]}</p>
                  ) : null}
                </div>
                <AllergyNoteField field={fields.allergyNote} />
              </fieldset>
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
                : loaderData.provider === "stripe"
                  ? "Pay with Stripe"
                  : "Continue to Payment"}
            </Button>
          </div>
        </Form>
        <aside aria-label="Order summary">
          <CheckoutSummary quote={quote} loading={!ready || quote === null} />
        </aside>
      </div>
    </main>
  );
}
