import { Badge } from "~/components/ui/badge";
import { orderStatusLabel, type OrderStatus } from "../order-status";

const VARIANT: Record<OrderStatus, "default" | "success" | "muted" | "danger" | "info"> = {
  pending_payment: "muted",
  paid: "success",
  preparing: "default",
  out_for_delivery: "info",
  delivered: "success",
  cancelled: "danger",
  refunded: "danger",
};

export function OrderStatusBadge({
  status,
  fulfilment,
}: {
  status: OrderStatus;
  fulfilment: "delivery" | "collection";
}) {
  return <Badge variant={VARIANT[status]}>{orderStatusLabel(status, fulfilment)}</Badge>;
}
