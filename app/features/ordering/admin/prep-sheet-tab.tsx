import { ArrowLeft, Download, Printer } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { FormField } from "~/components/form-kit";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatLongDate, formatShortDate } from "~/lib/dates";
import { ORDER_STATUS_LABEL } from "../order-status";
import type { loadPrepSheetPage } from "./prep-sheet.server";

type PrepSheetData = Awaited<ReturnType<typeof loadPrepSheetPage>>;

// The sheet prints without the admin chrome, toasts or the test-mode banner.
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  body > div.bg-amber-300, header, [data-sonner-toaster] { display: none !important; }
  body, main { background: white !important; }
}`;

export function PrepSheetTab({ sheet, upcoming }: PrepSheetData) {
  const submit = useSubmit();
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <Link
        to={`/admin/orders?date=${sheet.date}`}
        className="text-brand-700 inline-flex items-center gap-1 self-start text-sm font-medium hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden /> Orders of this date
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Prep sheet: {formatLongDate(sheet.date)}</h1>
          <p className="text-muted mt-1 text-sm">
            {sheet.orderCount} paid {sheet.orderCount === 1 ? "order" : "orders"} ({sheet.deliveries} to deliver,{" "}
            {sheet.collections} to be collected) · {sheet.totalPortions} portions to cook. Unpaid and cancelled orders
            are not counted.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <Form method="get" className="flex items-end gap-2">
            <FormField
              label="Delivery date"
              id="prep-date"
              name="date"
              type="date"
              defaultValue={sheet.date}
              className="w-44"
              onChange={(e) => e.currentTarget.value && submit(e.currentTarget.form)}
            />
            <Button type="submit" variant="outline">
              Show
            </Button>
          </Form>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden /> Print
          </Button>
          <a
            href={`/admin/orders/prep-sheet.csv?date=${sheet.date}`}
            download
            className={buttonVariants({ variant: "secondary" })}
          >
            <Download className="size-4" aria-hidden /> Download CSV
          </a>
        </div>
      </div>
      {upcoming.length ? (
        <nav aria-label="Delivery dates with orders" className="flex flex-wrap gap-2 text-sm print:hidden">
          {upcoming.map((d) => (
            <Link
              key={d.date}
              to={`?date=${d.date}`}
              aria-current={d.date === sheet.date ? "true" : undefined}
              className="aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 rounded-full border border-stone-300 bg-white px-3 py-1 font-medium hover:bg-stone-50"
            >
              {formatShortDate(d.date)}
            </Link>
          ))}
        </nav>
      ) : null}

      {sheet.dishes.length === 0 ? (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          Nothing to cook: no paid orders for this date.
        </p>
      ) : (
        <>
          <section
            aria-labelledby="dishes-heading"
            className="rounded-xl border border-stone-200 bg-white p-5 print:border-0 print:p-0"
          >
            <h2 id="dishes-heading" className="mb-3 text-lg font-semibold">
              Dishes to cook
            </h2>
            <table className="w-full text-left">
              <thead className="text-muted border-b-2 border-stone-300 text-xs uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Dish
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Cuisine
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Category
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Portions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {sheet.dishes.map((dish) => (
                  <tr key={dish.menuItemId ?? dish.name} className="break-inside-avoid">
                    <td className="py-2 pr-3 font-medium">{dish.name}</td>
                    <td className="py-2 pr-3">{dish.cuisine ?? "—"}</td>
                    <td className="py-2 pr-3">{dish.category ?? "—"}</td>
                    <td className="py-2 text-right text-lg font-bold tabular-nums">{dish.portions}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-stone-300">
                <tr>
                  <th scope="row" colSpan={3} className="py-2 pr-3 text-left">
                    Total portions
                  </th>
                  <td className="py-2 text-right text-lg font-bold tabular-nums">{sheet.totalPortions}</td>
                </tr>
              </tfoot>
            </table>
          </section>

          <section
            aria-labelledby="boxes-heading"
            className="rounded-xl border border-stone-200 bg-white p-5 print:border-0 print:p-0"
          >
            <h2 id="boxes-heading" className="mb-3 text-lg font-semibold">
              Boxes and lines
            </h2>
            <ul className="grid gap-2 text-sm sm:grid-cols-2">
              {sheet.boxes.map((b) => (
                <li key={`${b.boxType}-${b.variant}-${b.cuisine}`} className="rounded-md bg-stone-50 px-3 py-2">
                  <span className="font-semibold tabular-nums">{b.quantity} ×</span> {b.boxType}
                  {b.lineType !== "custom" ? ` (${b.variant === "vegetarian" ? "Vegetarian" : "Standard"})` : ""}
                  {b.cuisine ? ` · ${b.cuisine}` : ""}
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="packing-heading"
            className="rounded-xl border border-stone-200 bg-white p-5 print:break-before-page print:border-0 print:p-0"
          >
            <h2 id="packing-heading" className="mb-3 text-lg font-semibold">
              Orders to pack ({sheet.orders.length})
            </h2>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <thead className="text-muted border-b border-stone-300 text-xs uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Order
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Customer
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Fulfilment
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Contents
                    </th>
                    <th scope="col" className="py-2">
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {sheet.orders.map((o) => (
                    <tr key={o.id} className="break-inside-avoid align-top">
                      <td className="py-2 pr-3">
                        <Link
                          to={`/admin/orders/${o.id}`}
                          className="text-brand-700 print:text-ink font-medium underline-offset-2 hover:underline"
                        >
                          {o.orderNumber}
                        </Link>
                      </td>
                      <td className="py-2 pr-3">
                        {o.customer}
                        <span className="text-muted block text-xs">{o.phone}</span>
                      </td>
                      <td className="py-2 pr-3">
                        <span className="font-semibold">
                          {o.fulfilment === "collection" ? "Collection" : "Delivery"}
                        </span>
                        <span className="block text-xs">
                          {o.fulfilmentText.replace(/^(Delivery to|Collection from) /, "")}
                        </span>
                      </td>
                      <td className="py-2 pr-3">{o.lines.join(", ")}</td>
                      <td className="py-2">{ORDER_STATUS_LABEL[o.status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </main>
  );
}
