import { data } from "react-router";
import { z } from "zod";
import { documentsOfOrder, printedDocument } from "./documents.server";
import { documentFileName, receiptPdf } from "./receipt-pdf.server";

const DownloadSchema = z.object({ orderId: z.uuid(), file: z.string().regex(/^[0-9a-f-]{36}\.pdf$/i) });

/**
 * GET …/orders/:orderId/receipts/:receiptId.pdf: the document as a PDF download. A customer (`userId`)
 * gets only their own order's; anything else does not exist (404).
 */
export async function receiptPdfResponse(
  params: { orderId?: string; file?: string },
  customer?: { userId: string } | null,
): Promise<Response> {
  const parsed = DownloadSchema.safeParse(params);
  if (!parsed.success || customer === null) throw data("Not found", { status: 404 });
  const receiptId = parsed.data.file.slice(0, -4).toLowerCase();
  if (!z.uuid().safeParse(receiptId).success) throw data("Not found", { status: 404 });
  const doc = await printedDocument(parsed.data.orderId, receiptId, customer);
  if (!doc) throw data("Not found", { status: 404 });
  return new Response(new Uint8Array(await receiptPdf(doc)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentFileName(doc)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The documents an order page links to (issued first when due); [] for a malformed id. */
export async function orderDocuments(orderId: string) {
  if (!z.uuid().safeParse(orderId).success) return [];
  return (await documentsOfOrder(orderId)).map((d) => ({ id: d.id, kind: d.kind, number: d.number }));
}
