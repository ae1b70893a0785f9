import { Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { openPaymentLink } from "~/features/payments/pay-link.server";
import { requestOrigin } from "~/lib/env.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/pay-order";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Pay for your order") },
  { name: "robots", content: "noindex" },
];

/**
 * The payment link of an order an admin entered (emailed to the customer): it leads to the order's
 * one open payment page with the shop's provider (opened afresh when none is left); a paid,
 * cancelled or unknown order, or one whose weekend's orders have closed, says so and opens none.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await openPaymentLink(params.orderId, token, requestOrigin(request));
  if (outcome.state === "redirect") throw redirect(outcome.url);
  return outcome;
}

/** What the page says for each outcome that opens no payment page. */
function pageText(outcome: Exclude<Route.ComponentProps["loaderData"], { state: "redirect" }>) {
  switch (outcome.state) {
    case "paid":
      return {
        heading: "This order is paid",
        text: `Thank you: order ${outcome.orderNumber} is paid and confirmed. There is nothing more to pay.`,
      };
    case "cancelled":
      return {
        heading: "This order was cancelled",
        text: `Order ${outcome.orderNumber} was cancelled, so it can no longer be paid. Please get in touch with us if you would still like it.`,
      };
    case "closed":
      return {
        heading: "Orders for this weekend have closed",
        text: `Order ${outcome.orderNumber} was for the weekend of ${outcome.weekend}, whose orders closed on ${outcome.cutoff}, so it can no longer be paid and nothing has been charged. Please get in touch with us to order for another weekend.`,
      };
    case "error":
      return { heading: "Payment could not be started", text: `${outcome.message} Please open the link again.` };
    case "invalid":
      return {
        heading: "This payment link is not valid",
        text: "The link is incomplete or was not made for an order. Please open it again from your email, or get in touch with us.",
      };
  }
}

export default function PayOrder({ loaderData }: Route.ComponentProps) {
  const { heading, text } = pageText(loaderData);
  return (
    <main id="main" className="mx-auto w-full max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="font-display text-brand-900 text-2xl font-bold">{heading}</h1>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/">Back to the shop</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/get-in-touch">Get in touch</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
