import { type ReactNode, useEffect } from "react";
import { MyAccountSubPage } from "~/components/my-account-sub-page";
import type { PageData } from "~/lib/page-data";
import { toast } from "~/lib/toast";
import { CancelOrder, ChangeAddressForm, ChangeDateForm } from "../components/my-order-changes";
import { MyOrderDetails } from "../components/my-order-details";
import type { loadMyOrderPage, myOrderAction } from "./my-order.server";

export function MyOrderPage({
  order,
  change,
  dates,
  contact,
  actionData,
  documents,
}: PageData<typeof loadMyOrderPage> & {
  actionData?: PageData<typeof myOrderAction>;
  /** The order's receipt and credit notes (receipts sit above orders: the route hands them in). */
  documents?: ReactNode;
}) {
  const answer = actionData && "form" in actionData ? actionData : undefined;
  useEffect(() => {
    const failure = answer && "failure" in answer ? answer.failure : undefined;
    if (typeof failure === "string") toast.error("Your order has not changed", { description: failure });
  }, [answer]);
  const reach = [contact.email, contact.phone].filter((r): r is string => Boolean(r));
  return (
    <MyAccountSubPage width="max-w-3xl" linkClassName="text-brand-700 text-sm font-semibold underline">
      <h1 className="text-3xl font-bold">Order {order.orderNumber}</h1>
      <MyOrderDetails order={order} />
      {documents}
      {change.allowed ? (
        <>
          <section aria-labelledby="changes" className="flex flex-col gap-3">
            <h2 id="changes" className="text-xl font-semibold">
              Cancel or change
            </h2>
            <p data-testid="change-deadline">
              You can cancel or change this order until {change.deadline}. A cancelled order is refunded in full.
            </p>
            <div>
              <CancelOrder orderNumber={order.orderNumber} totalPence={order.totalPence} />
            </div>
          </section>
          <ChangeDateForm dates={dates} collection={order.fulfilment === "collection"} lastResult={answer} />
          {order.fulfilment === "delivery" ? <ChangeAddressForm address={order.address} lastResult={answer} /> : null}
        </>
      ) : (
        <section aria-labelledby="changes" className="flex flex-col gap-2">
          <h2 id="changes" className="text-xl font-semibold">
            Cancel or change
          </h2>
          <p data-testid="change-closed">{change.message}</p>
          {change.reason === "status" && (order.status === "cancelled" || order.status === "refunded") ? null : (
            <p>
              Something wrong or a change you need? Contact us at{" "}
              {reach.map((r, i) => (
                <span key={r}>
                  {i > 0 ? " or " : ""}
                  {r.includes("@") ? (
                    <a className="text-brand-700 underline" href={`mailto:${r}`}>
                      {r}
                    </a>
                  ) : (
                    <a className="text-brand-700 underline" href={`tel:${r.replace(/\s/g, "")}`}>
                      {r}
                    </a>
                  )}
                </span>
              ))}
              .
            </p>
          )}
        </section>
      )}
    </MyAccountSubPage>
  );
}
