import { Badge } from "~/components/ui/badge";

const LABEL = { stored: "Stored", sent: "Sent", failed: "Failed" } as const;
const VARIANT = { stored: "muted", sent: "success", failed: "danger" } as const;

/** Stored = kept in the outbox (no SMTP), sent = handed to SMTP, failed = SMTP refused it. */
export function MailStatusBadge({ status }: { status: keyof typeof LABEL }) {
  return <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
}
