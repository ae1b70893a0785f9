import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { RoundSheetTab } from "~/features/kitchen/round-sheet-tab";
import { loadRoundSheetPage } from "~/features/kitchen/round-sheet.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/round-sheet";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, `Round sheet ${loaderData?.sheet.date ?? ""}`, "Admin Dashboard") },
];

export const loader = ({ request }: Route.LoaderArgs) => loadRoundSheetPage(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the round sheet" />;
}

export default function RoundSheet({ loaderData }: Route.ComponentProps) {
  return <RoundSheetTab {...loaderData} />;
}
