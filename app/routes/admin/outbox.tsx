import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { OutboxTab } from "~/features/messaging/admin/outbox-tab";
import { loadOutboxTab } from "~/features/messaging/admin/outbox.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Outbox", "Admin Dashboard") }];

export const loader = ({ request }: Route.LoaderArgs) => loadOutboxTab(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load the outbox" />;
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <OutboxTab {...loaderData} />;
}
