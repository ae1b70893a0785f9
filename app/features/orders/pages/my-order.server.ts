import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { dispatchIntent } from "~/lib/intents.server";
import { formatPence } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { ChangeAddressSchema, ChangeDateSchema } from "../customer-change-schemas";
import { changeOrderAddress, changeOrderDate } from "../customer-changes.server";
import { ORDER_NOT_FOUND } from "../customer-order.server";
import { loadMyOrder } from "../my-order.server";

/** Who is asking (the signed-in user, from accounts: above orders, so the route hands it in). */
type Customer = { id: string } | null;

/** Only the signed-in customer who placed the order sees it; to anyone else it does not exist. */
function customerOnly(customer: Customer): { id: string } {
  if (!customer) throw data(null, { status: 404 });
  return customer;
}

export async function loadMyOrderPage(orderId: string, customer: Customer) {
  const page = await loadMyOrder(orderId, customerOnly(customer).id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** Cancelling refunds the order, which payments does (above orders): the route hands in how. */
export type CancelForCustomer = (
  orderId: string,
  userId: string,
) => Promise<{ ok: true; amountPence: number } | { ok: false; error: string; notFound?: boolean }>;

/** My order's forms: cancel the order, move it to another date, change its delivery address. */
export function myOrderAction(request: Request, orderId: string, customer: Customer, cancel: CancelForCustomer) {
  const { id: userId } = customerOnly(customer);
  const here = `/my-account/orders/${orderId}`;
  return dispatchIntent(request, {
    "cancel-order": async () => {
      const outcome = await cancel(orderId, userId);
      if (!outcome.ok && outcome.notFound) throw data(null, { status: 404 });
      if (!outcome.ok) {
        return redirectWithToast(here, {
          type: "error",
          title: "Your order has not changed",
          description: outcome.error,
        });
      }
      return redirectWithToast(here, {
        type: "success",
        title: "Order cancelled",
        description: `We have refunded ${formatPence(outcome.amountPence)} in full.`,
      });
    },
    "change-date": (form) => changeOrder(form, "change-date", orderId, userId, here),
    "change-address": (form) => changeOrder(form, "change-address", orderId, userId, here),
  });
}

async function changeOrder(
  formData: FormData,
  form: "change-date" | "change-address",
  orderId: string,
  userId: string,
  here: string,
) {
  const submission = parseWithZod(formData, {
    schema: form === "change-address" ? ChangeAddressSchema : ChangeDateSchema,
  });
  if (submission.status !== "success") return data({ form, result: submission.reply() }, { status: 400 });
  const outcome =
    submission.value.intent === "change-address"
      ? await changeOrderAddress(orderId, userId, submission.value)
      : await changeOrderDate(orderId, userId, submission.value.deliveryDate);
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
