import { redirect } from "react-router";
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
 * The payment link of an order an admin entered (emailed to the customer): each visit opens a
 * fresh payment page with the shop's provider; a paid, cancelled or unknown order says so.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await openPaymentLink(params.orderId, token, requestOrigin(request));
  if (outcome.state === "redirect") throw redirect(outcome.url);
  return outcome;
}

export default function PayOrder({ loaderData }: Route.ComponentProps) {
  const { heading, text } =
    loaderData.state === "paid"
      ? { heading: "This order is paid", text: `Thank you: order ${loaderData.orderNumber} is paid and confirmed.` }
      : loaderData.state === "error"
        ? { heading: "Payment could not be started", text: `${loaderData.message} Please open the link again.` }
        : {
            heading: "This payment link is no longer valid",
            text: "The order was cancelled or the link is incomplete. Please get in touch with us to order.",
          };
  return (
    <main id="main" className="mx-auto w-full max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="font-display text-brand-900 text-2xl font-bold">{heading}</h1>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent />
      </Card>
    </main>
  );
}
