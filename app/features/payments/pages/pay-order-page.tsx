import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import type { PageData } from "~/lib/page-data";
import type { loadPayOrderPage } from "./pay-order.server";

/** What the page says for each outcome that opens no payment page. */
function pageText(outcome: PageData<typeof loadPayOrderPage>) {
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

export function PayOrderPage(outcome: PageData<typeof loadPayOrderPage>) {
  const { heading, text } = pageText(outcome);
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
