import { Tabs } from "radix-ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { weekendSaturday } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { basketNotice, basketOnMenu } from "~/features/cart/public";
import { FulfilmentSchema, type Cart, type Fulfilment, type Variant } from "~/features/cart/public";
import { menuForWeekend, VARIANT_LABEL, type BoxOffer, type OrderingCatalog } from "~/features/cart/public";
import { orderSizeProblem, type OrderSizeLimits } from "~/features/cart/public";
import type { PricingSettings } from "~/features/cart/public";
import { resolveCartLenient } from "~/features/cart/public";
import { useCart } from "~/features/cart/public";
import { BasketBar } from "./basket-bar";
import { BoxTab, CustomTab } from "./builder-tabs";
import { DeliveryDatePicker, type DateOption } from "./delivery-date-picker";
import { OrderSummary } from "./order-summary";

/** A tab is a box type's id, or "custom" for Custom/Catering. */
const CUSTOM_TAB = "custom";
/** The tab names the How-it-works page sent before box types drove the builder. */
const LEGACY_TABS: Record<string, string> = { essentials: "essentials", essentialsPlus: "essentials_plus" };

interface ArrivalState {
  selectedTab?: unknown;
  fulfilment?: unknown;
  postcode?: unknown;
}

function tabFromState(state: unknown, boxes: BoxOffer[]): string | null {
  const selected = (state as ArrivalState | null)?.selectedTab;
  if (typeof selected !== "string") return null;
  if (selected === CUSTOM_TAB || boxes.some((b) => b.id === selected)) return selected;
  const legacy = LEGACY_TABS[selected];
  return boxes.find((b) => legacy && b.code === legacy)?.id ?? null;
}

/** What the postcode check sent: delivery to the checked postcode, or collection. */
function fulfilmentFromState(state: unknown): { fulfilment: Fulfilment; postcode: string | null } | null {
  const arrival = state as ArrivalState | null;
  const fulfilment = FulfilmentSchema.safeParse(arrival?.fulfilment);
  if (!fulfilment.success) return null;
  const postcode = typeof arrival?.postcode === "string" && arrival.postcode.length <= 10 ? arrival.postcode : null;
  return { fulfilment: fulfilment.data, postcode: fulfilment.data === "delivery" ? postcode : null };
}

// Navigation state only exists in the browser: the first (hydrating) render uses the default
// tab like the server did; later client navigations read it straight away.
let hydrated = false;

const STALE_NOTICE = "Some items in your order are no longer available and were removed.";

export function OrderBuilder({
  catalog,
  pricingSettings,
  orderLimits,
  dateOptions,
  cateringText,
  keptFor,
  onCartChange,
  onContinue: continueTo,
  oneOffOnly = false,
}: {
  catalog: OrderingCatalog;
  pricingSettings: PricingSettings;
  /** The largest order accepted: the summary says so before checkout does. */
  orderLimits: OrderSizeLimits;
  dateOptions: DateOption[];
  cateringText: string;
  /**
   * The shop's basket is kept in this browser for this shopper (their key); without it (the
   * back-office's phone orders) the basket lives in the page only and every order starts empty.
   */
  keptFor?: string;
  /** The back-office's manual order: the cart handed to its form. */
  onCartChange?: (cart: Cart) => void;
  /** Where Continue leads (default: checkout). */
  onContinue?: () => void;
  /** No weekly subscription offered (the back-office's manual orders are one-off). */
  oneOffOnly?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const boxes = catalog.boxes;
  const defaultTab = boxes[0]?.id ?? CUSTOM_TAB;
  const [chosenTab, setTab] = useState<string>(
    () => (hydrated ? tabFromState(location.state, boxes) : null) ?? defaultTab,
  );
  useEffect(() => {
    hydrated = true;
    const fromState = tabFromState(location.state, boxes);
    if (fromState) setTab(fromState);
  }, [location.key, location.state, boxes]);
  // A box type deactivated since (after revalidation) is not a tab any more.
  const tab = chosenTab === CUSTOM_TAB || boxes.some((b) => b.id === chosenTab) ? chosenTab : defaultTab;
  const activeBox = boxes.find((b) => b.id === tab) ?? null;

  const [variant, setVariant] = useState<Variant>("standard");
  const [dateError, setDateError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const availableDates = useMemo(() => new Set(dateOptions.map((o) => o.date)), [dateOptions]);
  const firstWeekend = catalog.weekends[0]?.saturday ?? null;
  /** The weekend a cart is for: its date's, else the next orderable weekend with a menu. */
  const weekendOf = useCallback((date: string | null) => (date ? weekendSaturday(date) : firstWeekend), [firstWeekend]);

  const orderable = useMemo(() => catalog.weekends.map((w) => menuForWeekend(catalog, w.saturday)), [catalog]);
  /**
   * The cart on the menu of its date's weekend (basket.ts): lines that menu lacks are set aside,
   * set-aside lines it has come back, lines gone from sale are dropped; the customer is told which.
   */
  const onMenuOfDate = useCallback(
    (next: Cart): Cart => {
      const menu = menuForWeekend(catalog, weekendOf(next.deliveryDate));
      const change = basketOnMenu(next, menu, orderable);
      const notices = [change.dropped ? STALE_NOTICE : null, basketNotice(change, menu.week?.label ?? null)];
      setNotice(notices.filter(Boolean).join(" ") || null);
      return change.cart;
    },
    [catalog, orderable, weekendOf],
  );

  const arrival = useRef(location.state);
  const sanitise = useCallback(
    (stored: Cart): Cart => {
      const date = stored.deliveryDate && availableDates.has(stored.deliveryDate) ? stored.deliveryDate : null;
      const sent = fulfilmentFromState(arrival.current);
      return onMenuOfDate({ ...stored, ...sent, deliveryDate: date });
    },
    [availableDates, onMenuOfDate],
  );
  const { cart, restored, addLine, updateLine, removeLine, change, clear } = useCart(sanitise, keptFor);
  useEffect(() => onCartChange?.(cart), [cart, onCartChange]);

  const weekend = weekendOf(cart.deliveryDate);
  const menu = useMemo(() => menuForWeekend(catalog, weekend), [catalog, weekend]);
  const cuisines = menu.week?.cuisines ?? [];
  const [chosenCuisine, setCuisine] = useState<string | null>(cuisines[0] ?? null);
  // Another weekend may not have the cuisine chosen before.
  const cuisine = chosenCuisine && cuisines.includes(chosenCuisine) ? chosenCuisine : (cuisines[0] ?? null);

  const { pricing, lines } = useMemo(
    () => resolveCartLenient(cart, menu, pricingSettings),
    [cart, menu, pricingSettings],
  );

  const onAdd = (line: Cart["lines"][number]) => {
    addLine(line);
    const label =
      resolveCartLenient({ ...cart, lines: [line] }, menu, pricingSettings).lines[0]?.label ?? "Your choice";
    setAdded(`${label} added to your order.`);
  };

  const onDeliveryDate = (date: string) => {
    setDateError(null);
    setNotice(null);
    const next = onMenuOfDate({ ...cart, deliveryDate: date });
    change(() => next);
  };

  const tooLarge = orderSizeProblem(pricing, orderLimits);

  const onContinue = () => {
    if (pricing.subtotalPence <= 0 || tooLarge) return;
    if (!cart.deliveryDate) {
      setDateError("Please pick a delivery date.");
      document.getElementById("delivery-date")?.scrollIntoView({ block: "center" });
      return;
    }
    const option = dateOptions.find((o) => o.date === cart.deliveryDate);
    if (option && option.remaining !== null && option.remaining < pricing.boxes) {
      setDateError(
        `Only ${option.remaining} ${option.remaining === 1 ? "box is" : "boxes are"} left for that date. Please pick another date.`,
      );
      return;
    }
    if (continueTo) continueTo();
    else navigate("/checkout");
  };

  return (
    <>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          <section
            id="delivery-date"
            aria-labelledby="delivery-date-title"
            className="mb-6 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-end sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1.5 sm:w-72">
              <h2 id="delivery-date-title" className="text-sm font-semibold">
                1. Pick your delivery date
              </h2>
              <DeliveryDatePicker
                options={dateOptions}
                value={cart.deliveryDate}
                onChange={onDeliveryDate}
                boxes={pricing.boxes}
                invalid={Boolean(dateError)}
                describedBy={dateError ? "delivery-date-error" : undefined}
              />
            </div>
            <Segmented
              legend="How you get it"
              name="fulfilment"
              value={cart.fulfilment}
              options={[
                { value: "delivery", label: "Delivery" },
                { value: "collection", label: "Collection" },
              ]}
              onChange={(v) => change((current) => ({ ...current, fulfilment: v as Fulfilment }))}
            />
          </section>
          <p className="text-brand-900 mb-4 font-semibold" aria-live="polite">
            {menu.week
              ? `Menu for the weekend of ${menu.week.label}${cart.deliveryDate ? "" : " (the next weekend you can order)"}.`
              : "The menu for the coming weekends is not published yet. Please check back soon."}
          </p>

          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List
              aria-label="Order type"
              className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-stone-100 p-1"
            >
              {[
                ...boxes.map((b) => ({ value: b.id, label: b.name })),
                { value: CUSTOM_TAB, label: "Custom/Catering" },
              ].map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="text-muted data-[state=active]:text-brand-800 min-w-0 rounded-md px-1.5 py-2 text-sm leading-tight font-semibold data-[state=active]:bg-white data-[state=active]:shadow-sm sm:text-base"
                >
                  {t.label.includes("/") ? (
                    <>
                      {t.label.split("/")[0]}/<wbr />
                      {t.label.split("/")[1]}
                    </>
                  ) : (
                    t.label
                  )}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            <div className="mt-5 flex flex-wrap items-center gap-4">
              <Segmented
                legend="Box type"
                name="variant"
                value={variant}
                options={(["standard", "vegetarian"] as const).map((v) => ({ value: v, label: VARIANT_LABEL[v] }))}
                onChange={(v) => setVariant(v as Variant)}
              />
              {activeBox?.kind === "fixed" && cuisines.length > 1 ? (
                <Segmented
                  legend="Cuisine"
                  name="cuisine"
                  value={cuisine ?? ""}
                  options={cuisines.map((c) => ({ value: c, label: c }))}
                  onChange={setCuisine}
                />
              ) : null}
            </div>

            {boxes.map((box) => (
              <Tabs.Content key={box.id} value={box.id} className="mt-5 focus-visible:outline-none">
                <BoxTab
                  box={box}
                  menu={menu}
                  variant={variant}
                  cuisine={cuisine}
                  subscriptionDiscountPence={oneOffOnly ? null : pricingSettings.subscriptionDiscountPence}
                  onAdd={onAdd}
                />
              </Tabs.Content>
            ))}
            <Tabs.Content value={CUSTOM_TAB} className="mt-5 focus-visible:outline-none">
              <CustomTab menu={menu} variant={variant} onAdd={onAdd} cateringText={cateringText} />
            </Tabs.Content>
          </Tabs.Root>
          <p role="status" className="mt-4 min-h-6 text-sm font-semibold text-green-800">
            {added ? (
              <>
                {added}{" "}
                <a href="#order-summary" className="text-brand-700 underline lg:hidden">
                  View your order
                </a>
              </>
            ) : null}
          </p>
        </div>

        <aside
          aria-label="Your order"
          className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:rounded-xl"
        >
          <OrderSummary
            lines={lines}
            pricing={pricing}
            restored={restored}
            deliveryDate={cart.deliveryDate}
            fulfilment={cart.fulfilment}
            onQuantity={(id, quantity) =>
              updateLine(id, (l) => (l.type === "custom" ? l : { ...l, quantity: Math.max(1, Math.min(99, quantity)) }))
            }
            onSubscription={oneOffOnly ? undefined : (id, on) => updateLine(id, (l) => ({ ...l, isSubscription: on }))}
            notice={notice}
            onRemove={removeLine}
            onClear={() => {
              clear();
              setAdded(null);
              setNotice(null);
            }}
            onContinue={onContinue}
            dateError={dateError}
            sizeProblem={tooLarge}
          />
        </aside>
      </div>
      {lines.length > 0 ? (
        <BasketBar boxes={pricing.boxes} totalPence={pricing.totalPence} summaryId="order-summary" />
      ) : null}
    </>
  );
}

function Segmented({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden className="text-muted text-sm font-semibold">
        {legend}:
      </span>
      <div className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "has-[:focus-visible]:outline-brand-600 cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2",
              value === o.value ? "bg-brand-600 text-white" : "text-ink hover:bg-stone-100",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
