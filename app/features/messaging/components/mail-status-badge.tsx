import { Badge } from "~/components/ui/badge";

const LABEL = { stored: "Stored", queued: "Queued", sent: "Sent", failed: "Failed" } as const;
const VARIANT = { stored: "muted", queued: "info", sent: "success", failed: "danger" } as const;

/** Stored = kept in the outbox (no SMTP), queued = waiting or retrying, sent = handed to SMTP, failed = every retry failed. */
export function MailStatusBadge({ status }: { status: keyof typeof LABEL }) {
  return <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
}
