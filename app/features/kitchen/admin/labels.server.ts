import { formatLongDate, todayInLondon, weekendSaturday } from "~/lib/dates";
import { LABEL_LAYOUTS, LabelsQuerySchema, labelsPerSheet } from "../label-layouts";
import { labelsPdf } from "../labels-pdf.server";
import { getPackingLabels } from "../labels.server";

function query(request: Request) {
  const params = new URL(request.url).searchParams;
  return LabelsQuerySchema.safeParse({ date: params.get("date"), layout: params.get("layout") ?? undefined });
}

/**
 * The labels page: the labels of the URL's date (the coming Saturday without one) on the URL's
 * label sheet (21 per sheet without one).
 */
export async function loadLabelsPage(request: Request) {
  const parsed = query(request);
  const date = parsed.success ? parsed.data.date : weekendSaturday(todayInLondon());
  const layout = parsed.success ? parsed.data.layout : LABEL_LAYOUTS["21"];
  const labels = await getPackingLabels(date);
  return {
    date,
    layout,
    layouts: Object.values(LABEL_LAYOUTS).map(({ id, name }) => ({ id, name })),
    labels,
    sheets: Math.ceil(labels.length / labelsPerSheet(layout)),
  };
}

/** GET /admin/orders/labels.pdf?date=YYYY-MM-DD&layout=21|14: the labels as a PDF download. */
export async function labelsPdfResponse(request: Request) {
  const parsed = query(request);
  if (!parsed.success) return new Response("Please choose a delivery date (YYYY-MM-DD).", { status: 400 });
  const { date, layout } = parsed.data;
  const pdf = await labelsPdf(await getPackingLabels(date), layout, `Packing labels ${formatLongDate(date)}`);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="packing-labels-${date}-${layout.id}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
    },
  });
}
