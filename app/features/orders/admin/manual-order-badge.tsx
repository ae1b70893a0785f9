import { Badge } from "~/components/ui/badge";
import { MANUAL_PAYMENT_LABEL, type ManualPayment } from "../manual-order-schema";

/** "Phone order · Cash": an order an admin entered, and how it is paid (nothing for shop orders). */
export function ManualOrderBadge({ manualPayment }: { manualPayment: ManualPayment | null }) {
  if (!manualPayment) return null;
  return <Badge variant="muted">Phone order · {MANUAL_PAYMENT_LABEL[manualPayment]}</Badge>;
}
