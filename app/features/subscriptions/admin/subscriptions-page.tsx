import { Link } from "react-router";
import { SearchButtons, SearchField, SearchForm, useSearching } from "~/components/admin/filter-form";
import { Pagination } from "~/components/admin/pagination";
import { TabHeading } from "~/components/admin/tab-heading";

import { SubscriptionCards, SubscriptionsTable } from "./components/subscriptions-table";
import { SUBSCRIPTION_VIEW_LABEL, SUBSCRIPTION_VIEWS, type SubscriptionView } from "./subscription-filters";
import type { loadSubscriptionsPage } from "./subscriptions-list.server";

type PageData = Awaited<ReturnType<typeof loadSubscriptionsPage>>;

const EMPTY: Record<SubscriptionView, string> = {
  active: "No active subscriptions.",
  paused: "No paused subscriptions.",
  cancelled: "No cancelled subscriptions.",
  all: "No subscriptions yet.",
};

export function SubscriptionsPage({ subscriptions, counts, total, page, pageCount, filters }: PageData) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Subscriptions"
        description={`${counts.active} active, ${counts.paused} paused, ${counts.cancelled} cancelled${filters.q ? ` matching “${filters.q}”` : ""}`}
      />
      <ViewTabs filters={filters} counts={counts} />
      <SubscriptionSearch filters={filters} />
      {subscriptions.length === 0 ? (
        <p className="text-muted mt-4 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          {filters.q ? "No subscriptions match this search." : EMPTY[filters.status]}
        </p>
      ) : (
        <div className="mt-4">
          <SubscriptionsTable rows={subscriptions} />
          <SubscriptionCards rows={subscriptions} />
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Subscriptions" />
    </main>
  );
}

function ViewTabs({ filters, counts }: Pick<PageData, "filters" | "counts">) {
  const hrefFor = (status: SubscriptionView) => {
    const params = new URLSearchParams({ status });
    if (filters.q) params.set("q", filters.q);
    return `?${params}`;
  };
  return (
    <nav aria-label="Subscription status" className="mb-4 flex flex-wrap gap-2 text-sm">
      {SUBSCRIPTION_VIEWS.map((status) => (
        <Link
          key={status}
          to={hrefFor(status)}
          aria-current={filters.status === status ? "page" : undefined}
          className="aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 rounded-full border border-stone-300 bg-white px-3 py-1 font-medium hover:bg-stone-50"
        >
          {SUBSCRIPTION_VIEW_LABEL[status]} ({counts[status]})
        </Link>
      ))}
    </nav>
  );
}

function SubscriptionSearch({ filters }: Pick<PageData, "filters">) {
  const searching = useSearching("/admin/subscriptions");
  return (
    <SearchForm
      label="Search subscriptions"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_auto]"
    >
      <input type="hidden" name="status" value={filters.status} />
      <SearchField
        label="Search"
        id="subscriptions-q"
        name="q"
        maxLength={100}
        value={filters.q}
        placeholder="Name, email, postcode or first order number"
      />
      <SearchButtons clearTo={`?status=${filters.status}`} searching={searching} />
    </SearchForm>
  );
}
