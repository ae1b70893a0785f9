import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { PrepSheetTab } from "~/features/ordering/admin/prep-sheet-tab";
import { loadPrepSheetPage } from "~/features/ordering/admin/prep-sheet.server";
import type { Route } from "./+types/prep-sheet";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Prep sheet ${data?.sheet.date ?? ""} | Admin Dashboard` },
];

export const loader = ({ request }: Route.LoaderArgs) => loadPrepSheetPage(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the prep sheet" />;
}

export default function PrepSheet({ loaderData }: Route.ComponentProps) {
  return <PrepSheetTab {...loaderData} />;
}
