import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { MenuTab } from "~/features/catalog/admin/menu-tab";
import { loadMenuTab, menuAction } from "~/features/catalog/admin/menu.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Menu Management", "Admin Dashboard") },
];

export const loader = ({ request }: Route.LoaderArgs) => loadMenuTab(request);

export const action = ({ request }: Route.ActionArgs) => menuAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load menu data" />;
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  return <MenuTab {...loaderData} />;
}
