import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { CuisinesTab } from "~/features/catalog/admin/cuisines-tab";
import { cuisinesAction, loadCuisinesTab } from "~/features/catalog/admin/cuisines.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/cuisines";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Cuisines", "Admin Dashboard") }];

export const loader = () => loadCuisinesTab();

export const action = ({ request }: Route.ActionArgs) => cuisinesAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch data" />;
}

export default function Cuisines({ loaderData }: Route.ComponentProps) {
  return <CuisinesTab {...loaderData} />;
}
