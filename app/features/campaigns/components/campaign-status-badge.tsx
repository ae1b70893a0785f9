import { Badge } from "~/components/ui/badge";

const LABEL = { draft: "Draft", scheduled: "Scheduled", sent: "Sent", cancelled: "Cancelled" } as const;
const VARIANT = { draft: "muted", scheduled: "info", sent: "success", cancelled: "danger" } as const;

/** Draft = the owner's, not yet sent; scheduled = goes at its time unless cancelled; sent; cancelled. */
export function CampaignStatusBadge({ status }: { status: keyof typeof LABEL }) {
  return <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
}

/** A time as the back-office shows it: London, day and time. */
export const campaignTime = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
