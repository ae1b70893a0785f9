import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { PromotionsTab } from "~/features/promotions/admin/promotions-tab";
import { loadPromotionsTab, promotionsAction } from "~/features/promotions/admin/promotions.server";
import { promoCodeReport } from "~/features/reports/promo-report.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/promotions";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Promotions", "Admin Dashboard") },
];

export const loader = () => loadPromotionsTab(promoCodeReport);

export const action = ({ request }: Route.ActionArgs) => promotionsAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the promo codes" />;
}

export default function Promotions({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionsTab {...loaderData} actionData={actionData} />;
}
