import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { PromoPage } from "~/features/promotions/admin/promo-page";
import { loadPromoCode, promoCodeAction } from "~/features/promotions/admin/promotions.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/promotion";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      matches,
      loaderData ? `Edit ${loaderData.code.code}` : "Promo code",
      "Promotions",
      "Admin Dashboard",
    ),
  },
];

export const loader = ({ params }: Route.LoaderArgs) => loadPromoCode(params.promoId);

export const action = ({ request, params }: Route.ActionArgs) => promoCodeAction(request, params.promoId);

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary
      title="Promo code not found"
      description="This promo code does not exist or could not be loaded."
    />
  );
}

export default function Promotion({ loaderData, actionData }: Route.ComponentProps) {
  return <PromoPage {...loaderData} actionData={actionData} />;
}
