import { Tabs } from "radix-ui";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { TooltipProvider } from "~/components/ui/tooltip";
import { cn } from "~/lib/utils";
import type { Cart, Variant } from "../cart";
import { VARIANT_LABEL, type OrderingMenu } from "../menu";
import type { PricingSettings } from "../pricing";
import { resolveCartLenient } from "../resolve-cart";
import { useCart } from "../use-cart";
import { CustomTab, EssentialsPlusTab, EssentialsTab } from "./builder-tabs";
import type { DateOption } from "./delivery-date-picker";
import { OrderSummary } from "./order-summary";

export type BuilderTab = "essentials" | "essentialsPlus" | "custom";
const TABS: Array<{ value: BuilderTab; label: string }> = [
  { value: "essentials", label: "Essentials" },
  { value: "essentialsPlus", label: "Essentials Plus" },
  { value: "custom", label: "Custom/Catering" },
];

function tabFromState(state: unknown): BuilderTab | null {
  const selected = (state as { selectedTab?: unknown } | null)?.selectedTab;
  return TABS.some((t) => t.value === selected) ? (selected as BuilderTab) : null;
}

// Navigation state only exists in the browser: the first (hydrating) render uses the default
// tab like the server did; later client navigations read it straight away.
let hydrated = false;

const STALE_NOTICE = "Some items in your order are no longer available and were removed.";

export function OrderBuilder({
  menu,
  pricingSettings,
  dateOptions,
  cateringText,
}: {
  menu: OrderingMenu;
  pricingSettings: PricingSettings;
  dateOptions: DateOption[];
  cateringText: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<BuilderTab>(() => (hydrated ? tabFromState(location.state) : null) ?? "essentials");
  useEffect(() => {
    hydrated = true;
    const fromState = tabFromState(location.state);
    if (fromState) setTab(fromState);
  }, [location.key, location.state]);

  const [variant, setVariant] = useState<Variant>("standard");
  const cuisines = menu.week?.cuisines ?? [];
  const [chosenCuisine, setCuisine] = useState<string | null>(cuisines[0] ?? null);
  // A new week (after revalidation) may not have the cuisine chosen before.
  const cuisine = chosenCuisine && cuisines.includes(chosenCuisine) ? chosenCuisine : (cuisines[0] ?? null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const availableDates = useMemo(() => new Set(dateOptions.map((o) => o.date)), [dateOptions]);
  const sanitise = useCallback(
    (stored: Cart): Cart => {
      const { staleLineIds } = resolveCartLenient(stored, menu, pricingSettings);
      if (staleLineIds.length > 0) setNotice(STALE_NOTICE);
      return {
        ...stored,
        lines: stored.lines.filter((l) => !staleLineIds.includes(l.id)),
        deliveryDate: stored.deliveryDate && availableDates.has(stored.deliveryDate) ? stored.deliveryDate : null,
      };
    },
    [menu, pricingSettings, availableDates],
  );
  const { cart, restored, addLine, updateLine, removeLine, setDeliveryDate, clear } = useCart(sanitise);
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

  const onContinue = () => {
    if (pricing.subtotalPence <= 0) return;
    if (!cart.deliveryDate) {
      setDateError("Please pick a delivery date.");
      return;
    }
    const option = dateOptions.find((o) => o.date === cart.deliveryDate);
    if (option && option.remaining !== null && option.remaining < pricing.boxes) {
      setDateError(
        `Only ${option.remaining} ${option.remaining === 1 ? "box is" : "boxes are"} left for that date. Please pick another date.`,
      );
      return;
    }
    navigate("/checkout");
  };

  return (
    <TooltipProvider delayDuration={200}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as BuilderTab)}>
            <Tabs.List aria-label="Order type" className="grid grid-cols-3 gap-1 rounded-lg bg-stone-100 p-1">
              {TABS.map((t) => (
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
              {tab === "essentials" && cuisines.length > 1 ? (
                <Segmented
                  legend="Cuisine"
                  name="cuisine"
                  value={cuisine ?? ""}
                  options={cuisines.map((c) => ({ value: c, label: c }))}
                  onChange={setCuisine}
                />
              ) : null}
            </div>
            {menu.week ? <p className="text-muted mt-3 text-sm">Menu for the weekend of {menu.week.label}.</p> : null}

            <Tabs.Content value="essentials" className="mt-5 focus-visible:outline-none">
              <EssentialsTab
                menu={menu}
                variant={variant}
                cuisine={cuisine}
                subscriptionDiscountPence={pricingSettings.subscriptionDiscountPence}
                onAdd={onAdd}
              />
            </Tabs.Content>
            <Tabs.Content value="essentialsPlus" className="mt-5 focus-visible:outline-none">
              <EssentialsPlusTab
                menu={menu}
                variant={variant}
                subscriptionDiscountPence={pricingSettings.subscriptionDiscountPence}
                onAdd={onAdd}
              />
            </Tabs.Content>
            <Tabs.Content value="custom" className="mt-5 focus-visible:outline-none">
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
            dateOptions={dateOptions}
            deliveryDate={cart.deliveryDate}
            onDeliveryDate={(date) => {
              setDeliveryDate(date);
              setDateError(null);
            }}
            onQuantity={(id, quantity) =>
              updateLine(id, (l) => (l.type === "custom" ? l : { ...l, quantity: Math.max(1, Math.min(99, quantity)) }))
            }
            onSubscription={(id, on) => updateLine(id, (l) => ({ ...l, isSubscription: on }))}
            notice={notice}
            onRemove={removeLine}
            onClear={() => {
              clear();
              setAdded(null);
            }}
            onContinue={onContinue}
            dateError={dateError}
          />
        </aside>
      </div>
    </TooltipProvider>
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
