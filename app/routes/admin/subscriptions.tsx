import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { SubscriptionsPage } from "~/features/subscriptions/admin/subscriptions-page";
import { loadSubscriptionsPage } from "~/features/subscriptions/admin/subscriptions-list.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/subscriptions";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Subscriptions", "Admin Dashboard") },
];

export const loader = ({ request }: Route.LoaderArgs) => loadSubscriptionsPage(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load subscriptions" />;
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  return <SubscriptionsPage {...loaderData} />;
}
