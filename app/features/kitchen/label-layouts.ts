import { z } from "zod";

/**
 * The A4 label sheets the labels print on, in millimetres (the makers' templates): the page
 * margins are the sheet's, so a label lands on a label whether the browser or the PDF prints it.
 */
export interface LabelLayout {
  id: "21" | "14";
  name: string;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** From the page's top and left edges to the first label. */
  marginTop: number;
  marginLeft: number;
  /** Between two labels side by side (the sheets have no gap between rows). */
  columnGap: number;
}

export const LABEL_LAYOUTS: Record<LabelLayout["id"], LabelLayout> = {
  "21": {
    id: "21",
    name: "21 per sheet (3 × 7, 63.5 × 38.1 mm, e.g. Avery L7160)",
    columns: 3,
    rows: 7,
    labelWidth: 63.5,
    labelHeight: 38.1,
    marginTop: 15.15,
    marginLeft: 7.21,
    columnGap: 2.54,
  },
  "14": {
    id: "14",
    name: "14 per sheet (2 × 7, 99.1 × 38.1 mm, e.g. Avery L7163)",
    columns: 2,
    rows: 7,
    labelWidth: 99.1,
    labelHeight: 38.1,
    marginTop: 15.15,
    marginLeft: 4.65,
    columnGap: 2.5,
  },
};

export const A4 = { width: 210, height: 297 } as const;

export const labelsPerSheet = (layout: LabelLayout) => layout.columns * layout.rows;

/** The labels split into sheets of the layout. */
export function sheetsOf<T>(labels: readonly T[], layout: LabelLayout): T[][] {
  const size = labelsPerSheet(layout);
  const sheets: T[][] = [];
  for (let i = 0; i < labels.length; i += size) sheets.push(labels.slice(i, i + size));
  return sheets;
}

/** The page's and the PDF's query: ?date=YYYY-MM-DD&layout=21|14 (21 when missing or unknown). */
export const LabelsQuerySchema = z.object({
  date: z.iso.date({ error: "Please choose a delivery date (YYYY-MM-DD)." }),
  layout: z
    .enum(["21", "14"])
    .catch("21")
    .transform((id) => LABEL_LAYOUTS[id]),
});
