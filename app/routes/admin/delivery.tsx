import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { PostcodesTab } from "~/features/delivery/admin/postcodes-tab";
import { deliveryAction, loadDeliveryTab } from "~/features/delivery/admin/postcodes.server";
import { campaignTriggers } from "~/features/campaigns/public.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/delivery";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Delivery", "Admin Dashboard") }];

export const loader = () => loadDeliveryTab();

export const action = ({ request }: Route.ActionArgs) => deliveryAction(request, campaignTriggers);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch delivery postcodes" />;
}

export default function Delivery({ loaderData }: Route.ComponentProps) {
  return <PostcodesTab {...loaderData} />;
}
