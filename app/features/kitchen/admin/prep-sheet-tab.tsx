import { Tags, Truck } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ColumnHeads, RowLink } from "~/components/admin/admin-table";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { formatLongDate } from "~/lib/dates";
import { DateSheet } from "../components/sheet-toolbar";
import { AllergyNote } from "~/features/orders/public";
import { PORTIONS_PER_CUSTOM_BOX } from "~/features/cart/public";
import { orderStatusLabel } from "~/features/orders/public";
import type { loadPrepSheetPage } from "./prep-sheet.server";

type PrepSheetData = Awaited<ReturnType<typeof loadPrepSheetPage>>;

// The sheet prints without the admin chrome, toasts or the test-mode banner.
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  body > div.bg-amber-300, header, [data-sonner-toaster] { display: none !important; }
  body, main { background: white !important; }
}`;

type Sheet = PrepSheetData["sheet"];

const sectionClass = "rounded-xl border border-stone-200 bg-white p-5 print:border-0 print:p-0";
const forecastCell = "bg-amber-50 text-amber-950";

/** Marks what the weekly job has not booked yet, so the owner tells it from booked orders at a glance. */
function ForecastTag() {
  return (
    <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-amber-950 uppercase">
      Forecast
    </span>
  );
}

export function PrepSheetTab({ sheet, upcoming }: PrepSheetData) {
  return (
    <DateSheet
      date={sheet.date}
      printCss={PRINT_CSS}
      title={`Prep sheet: ${formatLongDate(sheet.date)}`}
      summary={
        <p className="text-muted mt-1 text-sm">
          {sheet.orderCount} paid {sheet.orderCount === 1 ? "order" : "orders"} ({sheet.deliveries} to deliver,{" "}
          {sheet.collections} to be collected) · {sheet.totalBoxes} {sheet.totalBoxes === 1 ? "box" : "boxes"}
          {" to pack · "}
          {sheet.totalPortions} portions to cook. Unpaid, cancelled and refunded orders are not counted.
        </p>
      }
      dateId="prep-date"
      csvHref={`/admin/orders/prep-sheet.csv?date=${sheet.date}`}
      links={
        <>
          <Link to={`/admin/orders/labels?date=${sheet.date}`} className={buttonVariants({ variant: "outline" })}>
            <Tags className="size-4" aria-hidden /> Packing labels
          </Link>
          <Link to={`/admin/orders/round-sheet?date=${sheet.date}`} className={buttonVariants({ variant: "outline" })}>
            <Truck className="size-4" aria-hidden /> Round sheet
          </Link>
        </>
      }
      upcoming={upcoming}
    >
      {sheet.forecast.length ? <ForecastSummary sheet={sheet} /> : null}

      {sheet.dishes.length === 0 && sheet.forecast.length === 0 ? (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          Nothing to cook: no paid orders for this date.
        </p>
      ) : (
        <>
          {sheet.dishes.length ? <DishesSection sheet={sheet} /> : null}
          {sheet.boxes.length || sheet.forecastBoxes.length ? <BoxesSection sheet={sheet} /> : null}
          {sheet.orders.length ? <PackingSection orders={sheet.orders} /> : null}
          {sheet.forecast.length ? <ForecastSection forecast={sheet.forecast} /> : null}
        </>
      )}
    </DateSheet>
  );
}

function ForecastSummary({ sheet }: { sheet: Sheet }) {
  const n = sheet.forecast.length;
  const unknown = sheet.forecast.filter((f) => f.note).length;
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <ForecastTag />{" "}
      <strong>
        {n} subscription {n === 1 ? "renewal is" : "renewals are"} not booked yet.
      </strong>{" "}
      The weekly job books {n === 1 ? "it" : "them"} at this weekend&apos;s cutoff; until then{" "}
      {n === 1 ? "it is" : "they are"} counted apart, in amber: {sheet.totalPortions} portions booked +{" "}
      {sheet.forecastPortions} forecast = {sheet.totalPortions + sheet.forecastPortions}.
      {unknown ? ` The dishes of ${unknown} of them are not known yet and not counted (see Note).` : null}
    </p>
  );
}

const th = (label: string, className = "py-2 pr-3") => (
  <th scope="col" className={className}>
    {label}
  </th>
);

function DishesSection({ sheet }: { sheet: Sheet }) {
  const withForecast = sheet.forecast.length > 0;
  const figure = "py-2 text-right tabular-nums";
  return (
    <section aria-labelledby="dishes-heading" className={sectionClass}>
      <h2 id="dishes-heading" className="mb-3 text-lg font-semibold">
        Dishes to cook
      </h2>
      <HorizontalScroll label="Dishes to cook: table">
        <table className="w-full text-left">
          <thead className="text-muted border-b-2 border-stone-300 text-xs uppercase">
            <tr>
              {th("Dish")}
              {th("Cuisine")}
              {th("Category")}
              {withForecast ? (
                <>
                  {th("Booked", "py-2 pr-3 text-right")}
                  {th("Forecast", `py-2 px-3 text-right ${forecastCell}`)}
                  {th("Booked + forecast", "py-2 text-right")}
                </>
              ) : (
                th("Portions", "py-2 text-right")
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {sheet.dishes.map((dish) => (
              <tr key={dish.menuItemId ?? dish.name} className="break-inside-avoid">
                <td className="py-2 pr-3 font-medium">{dish.name}</td>
                <td className="py-2 pr-3">{dish.cuisine ?? "—"}</td>
                <td className="py-2 pr-3">{dish.category ?? "—"}</td>
                {withForecast ? (
                  <>
                    <td className={`${figure} pr-3`}>{dish.portions}</td>
                    <td className={`${figure} px-3 ${forecastCell}`}>{dish.forecastPortions}</td>
                  </>
                ) : null}
                <td className={`${figure} text-lg font-bold`}>{dish.portions + dish.forecastPortions}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-300">
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 text-left">
                Total portions
              </th>
              {withForecast ? (
                <>
                  <td className={`${figure} pr-3 font-bold`}>{sheet.totalPortions}</td>
                  <td className={`${figure} px-3 font-bold ${forecastCell}`}>{sheet.forecastPortions}</td>
                </>
              ) : null}
              <td className={`${figure} text-lg font-bold`}>{sheet.totalPortions + sheet.forecastPortions}</td>
            </tr>
          </tfoot>
        </table>
      </HorizontalScroll>
    </section>
  );
}

const boxText = (b: Sheet["boxes"][number]) =>
  b.lineType === "custom"
    ? `${b.boxType} (up to ${PORTIONS_PER_CUSTOM_BOX} portions a box)`
    : `${b.boxType} (${b.variant === "vegetarian" ? "Vegetarian" : "Standard"})${b.cuisine ? ` · ${b.cuisine}` : ""}`;

function BoxesSection({ sheet }: { sheet: Sheet }) {
  return (
    <section aria-labelledby="boxes-heading" className={sectionClass}>
      <h2 id="boxes-heading" className="mb-3 text-lg font-semibold">
        Boxes to pack
      </h2>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {sheet.boxes.map((b) => (
          <li key={boxText(b)} className="rounded-md bg-stone-50 px-3 py-2">
            <span className="font-semibold tabular-nums">{b.quantity} ×</span> {boxText(b)}
          </li>
        ))}
        {sheet.forecastBoxes.map((b) => (
          <li
            key={`forecast-${boxText(b)}`}
            className="flex items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
          >
            <span>
              <span className="font-semibold tabular-nums">{b.quantity} ×</span> {boxText(b)}
            </span>
            <ForecastTag />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PackingSection({ orders }: { orders: Sheet["orders"] }) {
  return (
    <section aria-labelledby="packing-heading" className={`${sectionClass} print:break-before-page`}>
      <h2 id="packing-heading" className="mb-3 text-lg font-semibold">
        Orders to pack ({orders.length})
      </h2>
      <SheetTable
        label="Orders to pack: table"
        headClassName="text-muted border-b border-stone-300 text-xs uppercase"
        columns={["Order", "Customer", "Fulfilment", "Contents", "Status"]}
        bodyClassName="divide-y divide-stone-100"
      >
        {orders.map((o) => (
          <tr key={o.id} className="break-inside-avoid align-top">
            <td className="py-2 pr-3">
              <RowLink to={`/admin/orders/${o.id}`} className="print:text-ink font-medium">
                {o.orderNumber}
              </RowLink>
            </td>
            <td className="py-2 pr-3">
              {o.customer}
              <span className="text-muted block text-xs">{o.phone}</span>
            </td>
            <FulfilmentCell {...o} />
            <td className="py-2 pr-3">
              {o.lines.join("; ")}
              <AllergyNote note={o.allergyNote} className="mt-1 text-xs" />
            </td>
            <td className="py-2">{orderStatusLabel(o.status, o.fulfilment)}</td>
          </tr>
        ))}
      </SheetTable>
    </section>
  );
}

/** A sheet's table: its head (`columns`, the last without the gap after it), then `children`, its rows. */
function SheetTable({
  label,
  headClassName,
  columns,
  bodyClassName,
  children,
}: {
  label: string;
  headClassName: string;
  columns: string[];
  bodyClassName: string;
  children: React.ReactNode;
}) {
  return (
    <HorizontalScroll label={label}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className={headClassName}>
          <ColumnHeads columns={columns} className="py-2 pr-3" lastClassName="py-2" />
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </HorizontalScroll>
  );
}

function FulfilmentCell({ fulfilment, fulfilmentText }: { fulfilment: string; fulfilmentText: string }) {
  return (
    <td className="py-2 pr-3">
      <span className="font-semibold">{fulfilment === "collection" ? "Collection" : "Delivery"}</span>
      <span className="block text-xs">{fulfilmentText.replace(/^(Delivery to|Collection from) /, "")}</span>
    </td>
  );
}

function ForecastSection({ forecast }: { forecast: Sheet["forecast"] }) {
  return (
    <section
      aria-labelledby="forecast-heading"
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50/60 p-5 print:break-inside-avoid"
    >
      <h2 id="forecast-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-amber-950">
        Forecast subscription renewals (not yet booked) ({forecast.length})
      </h2>
      <p className="mt-1 mb-3 text-sm text-amber-950">
        Not orders yet: the weekly job books each one at the weekend&apos;s cutoff, from the subscriber&apos;s plan and
        this weekend&apos;s menu. Once booked, it moves to Orders to pack.
      </p>
      <SheetTable
        label="Forecast renewals: table"
        headClassName="border-b border-amber-300 text-xs text-amber-950 uppercase"
        columns={["Subscription", "Customer", "Fulfilment", "Contents", "Note"]}
        bodyClassName="divide-y divide-amber-200"
      >
        {forecast.map((f) => (
          <tr key={f.subscriptionId} className="break-inside-avoid align-top">
            <td className="py-2 pr-3">
              <ForecastTag />
              <span className="mt-1 block text-xs whitespace-nowrap">
                Renewal of{" "}
                <RowLink
                  to={`/admin/subscriptions?status=all&q=${encodeURIComponent(f.firstOrderNumber)}`}
                  className="print:text-ink font-medium"
                >
                  {f.firstOrderNumber}
                </RowLink>
              </span>
            </td>
            <td className="py-2 pr-3">
              {f.customer}
              <span className="text-muted block text-xs whitespace-nowrap">{f.phone}</span>
            </td>
            <FulfilmentCell {...f} />
            <td className="py-2 pr-3">{f.lines.join("; ")}</td>
            <td className="py-2 text-xs">{f.note ?? "—"}</td>
          </tr>
        ))}
      </SheetTable>
    </section>
  );
}
