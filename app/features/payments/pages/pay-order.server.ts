import { redirect } from "react-router";
import { requestOrigin } from "~/lib/env.server";
import { openPaymentLink } from "../pay-link.server";

/**
 * The payment link of an order an admin entered (emailed to the customer): it leads to the order's
 * one open payment page with the shop's provider (opened afresh when none is left); a paid,
 * cancelled or unknown order, or one whose weekend's orders have closed, says so and opens none.
 */
export async function loadPayOrderPage(request: Request, orderId: string) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await openPaymentLink(orderId, token, requestOrigin(request));
  if (outcome.state === "redirect") throw redirect(outcome.url);
  return outcome;
}
