import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import { OutboxMailTab } from "~/features/messaging/admin/outbox-mail-tab";
import { loadOutboxMail, resendMailAction } from "~/features/messaging/admin/outbox.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/outbox-mail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData?.mail.subject ?? "Message", "Outbox", "Admin Dashboard") },
];

export const loader = ({ params }: Route.LoaderArgs) => loadOutboxMail(params.mailId);

export const action = ({ params }: Route.ActionArgs) => resendMailAction(params.mailId);

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary title="Message not found" description="This message does not exist or could not be loaded." />
  );
}

export default function OutboxMail({ loaderData }: Route.ComponentProps) {
  return <OutboxMailTab {...loaderData} />;
}
