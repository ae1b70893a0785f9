import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { ContentTab } from "~/features/content/admin/content-tab";
import { contentAction, loadContentTab } from "~/features/content/admin/content.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Website Content", "Admin Dashboard") },
];

export const loader = () => loadContentTab();

export const action = ({ request }: Route.ActionArgs) => contentAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to fetch content" />;
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentTab {...loaderData} />;
}
