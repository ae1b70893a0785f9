import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { BoxTypesTab } from "~/features/catalog/admin/box-types-tab";
import { boxTypesAction, loadBoxTypesTab } from "~/features/catalog/admin/box-types.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/box-types";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Box Types", "Admin Dashboard") },
];

export const loader = () => loadBoxTypesTab();

export const action = ({ request }: Route.ActionArgs) => boxTypesAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load box types" />;
}

export default function BoxTypes({ loaderData }: Route.ComponentProps) {
  return <BoxTypesTab {...loaderData} />;
}
