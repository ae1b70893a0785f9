import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { LabelsTab } from "~/features/kitchen/admin/labels-tab";
import { loadLabelsPage } from "~/features/kitchen/admin/labels.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/labels";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, `Packing labels ${loaderData?.date ?? ""}`, "Admin Dashboard") },
];

export const loader = ({ request }: Route.LoaderArgs) => loadLabelsPage(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the packing labels" />;
}

export default function Labels({ loaderData }: Route.ComponentProps) {
  return <LabelsTab {...loaderData} />;
}
