import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { currentAdmin } from "~/features/accounts/admin-gate.server";
import { UsersTab } from "~/features/accounts/admin/users-tab";
import { loadUsersTab, usersAction } from "~/features/accounts/admin/users.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "User Management", "Admin Dashboard") },
];

export const loader = ({ request, context }: Route.LoaderArgs) => loadUsersTab(request, currentAdmin(context).id);

export const action = ({ request, context }: Route.ActionArgs) => usersAction(request, currentAdmin(context).id);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error" description="Failed to fetch users" />;
}

export default function Users({ loaderData }: Route.ComponentProps) {
  return <UsersTab {...loaderData} />;
}
