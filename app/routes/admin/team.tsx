import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { TeamTab } from "~/features/content/admin/team-tab";
import { loadTeamTab, teamAction } from "~/features/content/admin/team.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Team", "Admin Dashboard") }];

export const loader = () => loadTeamTab();

export const action = ({ request }: Route.ActionArgs) => teamAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch team member" />;
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamTab {...loaderData} actionData={actionData} />;
}
