import { receiptPdfResponse } from "~/features/receipts/download.server";
import type { Route } from "./+types/order-receipt-pdf";

/** GET /admin/orders/:orderId/receipts/:receiptId.pdf: an order's receipt or credit note as a PDF download. */
export const loader = ({ params }: Route.LoaderArgs) => receiptPdfResponse(params);
