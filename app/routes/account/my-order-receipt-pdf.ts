import { getUser } from "~/features/accounts/session.server";
import { receiptPdfResponse } from "~/features/receipts/download.server";
import type { Route } from "./+types/my-order-receipt-pdf";

/** GET /my-account/orders/:orderId/receipts/:receiptId.pdf: the customer's own receipt or credit note (404 to anyone else). */
export const loader = async ({ request, params }: Route.LoaderArgs) => {
  const user = await getUser(request);
  return receiptPdfResponse(params, user ? { userId: user.id } : null);
};
