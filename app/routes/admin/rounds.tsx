import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { RoundsPage } from "~/features/rounds/admin/rounds-page";
import { loadRoundsPage, roundsAction } from "~/features/rounds/admin/rounds.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/rounds";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, `Delivery rounds ${loaderData?.round.date ?? ""}`, "Admin Dashboard") },
];

export const loader = ({ request }: Route.LoaderArgs) => loadRoundsPage(request);

export const action = ({ request }: Route.ActionArgs) => roundsAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the delivery rounds" />;
}

export default function Rounds({ loaderData, actionData }: Route.ComponentProps) {
  return <RoundsPage {...loaderData} actionData={actionData} />;
}
