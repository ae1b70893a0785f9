import { Badge } from "~/components/ui/badge";
import { ORDER_STATUS_LABEL, type OrderStatus } from "../order-status";

const VARIANT: Record<OrderStatus, "default" | "success" | "muted" | "danger" | "info"> = {
  pending_payment: "muted",
  paid: "success",
  preparing: "default",
  out_for_delivery: "info",
  delivered: "success",
  cancelled: "danger",
  refunded: "danger",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status]}>{ORDER_STATUS_LABEL[status]}</Badge>;
}
