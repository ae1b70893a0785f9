import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { getUser } from "~/features/accounts/session.server";
import { ChangeAddressSchema, ChangeDateSchema } from "~/features/orders/customer-change-schemas";
import { changeOrderAddress, changeOrderDate } from "~/features/orders/customer-changes.server";
import { ORDER_NOT_FOUND } from "~/features/orders/customer-order.server";
import { MyOrderDetails } from "~/features/orders/components/my-order-details";
import { CancelOrder, ChangeAddressForm, ChangeDateForm } from "~/features/orders/components/my-order-changes";
import { loadMyOrder } from "~/features/orders/my-order.server";
import { cancelOrderForCustomer } from "~/features/payments/customer-cancel.server";
import { formatPence } from "~/lib/money";
import { toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-order";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, `Order ${loaderData.order.orderNumber}`, "My account")
      : pageTitle(matches, "Order not found"),
  },
  { name: "robots", content: "noindex" },
];

/** Only the signed-in customer who placed the order sees it; to anyone else it does not exist. */
async function customerOf(request: Request) {
  const user = await getUser(request);
  if (!user) throw data(null, { status: 404 });
  return user;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await customerOf(request);
  const page = await loadMyOrder(params.orderId, user.id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await customerOf(request);
  const here = `/my-account/orders/${params.orderId}`;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const refused = (description: string) =>
    redirectWithToast(here, { type: "error", title: "Your order has not changed", description });
  if (intent === "cancel-order") {
    const outcome = await cancelOrderForCustomer(params.orderId, user.id);
    if (!outcome.ok && outcome.notFound) throw data(null, { status: 404 });
    if (!outcome.ok) return refused(outcome.error);
    return redirectWithToast(here, {
      type: "success",
      title: "Order cancelled",
      description: `We have refunded ${formatPence(outcome.amountPence)} in full.`,
    });
  }
  const form = intent === "change-address" ? "change-address" : "change-date";
  const submission = parseWithZod(formData, {
    schema: form === "change-address" ? ChangeAddressSchema : ChangeDateSchema,
  });
  if (submission.status !== "success") return data({ form, result: submission.reply() }, { status: 400 });
  const outcome =
    submission.value.intent === "change-address"
      ? await changeOrderAddress(params.orderId, user.id, submission.value)
      : await changeOrderDate(params.orderId, user.id, submission.value.deliveryDate);
  if (!outcome.ok) {
    if (outcome.error === ORDER_NOT_FOUND) throw data(null, { status: 404 });
    // The refusal shows on the field it is about (the date, or a postcode outside the area), else on the form.
    const result = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.error] } })
      : submission.reply({ formErrors: [outcome.error] });
    return data({ form, result, failure: outcome.error }, { status: 400 });
  }
  return redirectWithToast(here, {
    type: "success",
    title: "Order changed",
    description: "We have emailed you the new details.",
  });
}

export default function MyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, change, dates, contact } = loaderData;
  useEffect(() => {
    const failure = actionData && "failure" in actionData ? actionData.failure : undefined;
    if (typeof failure === "string") toast.error("Your order has not changed", { description: failure });
  }, [actionData]);
  const reach = [contact.email, contact.phone].filter((r): r is string => Boolean(r));
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <p>
        <Link to="/my-account" className="text-brand-700 text-sm font-semibold underline">
          Back to My account
        </Link>
      </p>
      <h1 className="text-3xl font-bold">Order {order.orderNumber}</h1>
      <MyOrderDetails order={order} />
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
          <ChangeDateForm dates={dates} collection={order.fulfilment === "collection"} lastResult={actionData} />
          {order.fulfilment === "delivery" ? (
            <ChangeAddressForm address={order.address} lastResult={actionData} />
          ) : null}
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
    </main>
  );
}
