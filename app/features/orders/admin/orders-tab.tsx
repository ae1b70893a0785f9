import { ClipboardList, Plus, Route } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { ColumnHeads, ResultsTable, RowLink } from "~/components/admin/admin-table";
import { SearchButtons, SearchField, SearchForm, SubmittingSelect, useSearching } from "~/components/admin/filter-form";
import { TabHeading } from "~/components/admin/tab-heading";
import { FormField } from "~/components/form-kit";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { formatShortDate } from "~/lib/dates";
import { formatPence } from "~/lib/money";
import { OrderStatusBadge } from "../components/order-status-badge";
import { ORDER_STATUSES, orderStatusLabel } from "../order-status";
import { ManualOrderBadge } from "./manual-order-badge";
import type { loadOrdersTab } from "./orders.server";

type OrdersTabData = Awaited<ReturnType<typeof loadOrdersTab>>;

export function OrdersTab({ orders, total, page, pageCount, dates, filters }: OrdersTabData) {
  const filtered = Boolean(filters.date || filters.status || filters.q);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Orders"
        description={`${total} ${total === 1 ? "order" : "orders"}${filtered ? " match the filters" : ""}`}
      >
        <Link
          to={`/admin/orders/prep-sheet${filters.date ? `?date=${filters.date}` : ""}`}
          className={buttonVariants({ variant: "secondary" })}
        >
          <ClipboardList className="size-4" aria-hidden /> Prep sheet
        </Link>
        <Link
          to={`/admin/orders/rounds${filters.date ? `?date=${filters.date}` : ""}`}
          className={buttonVariants({ variant: "secondary" })}
        >
          <Route className="size-4" aria-hidden /> Delivery rounds
        </Link>
        <Link to="/admin/orders/new" className={buttonVariants()}>
          <Plus className="size-4" aria-hidden /> New order
        </Link>
      </TabHeading>
      {dates.length ? (
        <nav aria-label="Upcoming delivery dates" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">Upcoming deliveries:</span>
          {dates.map((d) => (
            <Link
              key={d.date}
              to={`?date=${d.date}`}
              aria-current={filters.date === d.date ? "true" : undefined}
              className="aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 rounded-full border border-stone-300 bg-white px-3 py-1 font-medium hover:bg-stone-50"
            >
              {formatShortDate(d.date)} ({d.orders})
            </Link>
          ))}
        </nav>
      ) : null}
      <OrderFilters filters={filters} />
      <ResultsTable
        rows={orders}
        empty={filtered ? "No orders match these filters." : "No orders yet."}
        caption="Orders"
        pages={{ page, pageCount, total, label: "Orders" }}
        tableClassName="w-full min-w-[48rem] text-left text-sm"
        head={
          <ColumnHeads
            columns={["Order", "Delivery", "Customer", "Fulfilment", "Status", "Total"]}
            className="px-4 py-3"
            lastClassName="px-4 py-3 text-right"
          />
        }
      >
        {(o) => (
          <>
            <td className="px-4 py-3">
              <RowLink to={`/admin/orders/${o.id}`} className="font-semibold">
                {o.orderNumber}
              </RowLink>
              <span className="text-muted block text-xs">
                Placed{" "}
                {new Date(o.createdAt).toLocaleString("en-GB", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Europe/London",
                })}
              </span>
            </td>
            <td className="px-4 py-3">{formatShortDate(o.deliveryDate)}</td>
            <td className="px-4 py-3">
              {o.customer}
              <span className="text-muted block text-xs">
                {o.email}
                {o.isGuest ? " · guest" : ""}
              </span>
            </td>
            <td className="max-w-64 px-4 py-3">
              {o.fulfilment === "collection" ? (
                <>
                  <Badge>Collection</Badge>
                  <span className="text-muted mt-1 block text-xs">
                    {o.fulfilmentText.replace(/^Collection from /, "")}
                  </span>
                </>
              ) : (
                <>
                  Delivery <span className="font-medium">{o.postcode}</span>
                </>
              )}
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-1">
                <OrderStatusBadge status={o.status} fulfilment={o.fulfilment} />
                {o.isTestPayment ? <Badge variant="info">Test payment</Badge> : null}
                <ManualOrderBadge manualPayment={o.manualPayment} />
              </div>
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{formatPence(o.totalPence)}</td>
          </>
        )}
      </ResultsTable>
    </main>
  );
}

function OrderFilters({ filters }: { filters: OrdersTabData["filters"] }) {
  const submit = useSubmit();
  const searching = useSearching("/admin/orders");
  return (
    <SearchForm
      label="Filter orders"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <SearchField
        label="Search"
        id="orders-q"
        name="q"
        value={filters.q}
        placeholder="Order number, name, email or postcode"
      />
      <FormField
        label="Delivery date"
        id="orders-date"
        name="date"
        type="date"
        defaultValue={filters.date ?? ""}
        onChange={(e) => submit(e.currentTarget.form)}
      />
      <SubmittingSelect label="Status" id="orders-status" name="status" value={filters.status}>
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabel(s, "either")}
          </option>
        ))}
      </SubmittingSelect>
      <SearchButtons clearTo="/admin/orders" searching={searching} />
    </SearchForm>
  );
}
