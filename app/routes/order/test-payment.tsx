import { TestPaymentPage } from "~/features/payments/pages/test-payment-page";
import { loadTestPaymentPage, testPaymentAction } from "~/features/payments/pages/test-payment.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/test-payment";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Test payment") },
  { name: "robots", content: "noindex" },
];

export const loader = ({ params }: Route.LoaderArgs) => loadTestPaymentPage(params.sessionId);

export const action = ({ request, params }: Route.ActionArgs) => testPaymentAction(request, params.sessionId);

export default function TestPayment({ loaderData }: Route.ComponentProps) {
  return <TestPaymentPage {...loaderData} />;
}
