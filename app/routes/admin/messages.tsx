import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { MessagesTab } from "~/features/messaging/admin/messages-tab";
import { loadMessagesTab, messagesAction } from "~/features/messaging/admin/messages.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Messages", "Admin Dashboard") }];

export const loader = ({ request }: Route.LoaderArgs) => loadMessagesTab(request);

export const action = ({ request }: Route.ActionArgs) => messagesAction(request);

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load messages" />;
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesTab {...loaderData} />;
}
