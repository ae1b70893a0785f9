import { deliveryWindowLabel } from "~/features/orders/public";
import { toCsv } from "~/lib/csv";
import type { RoundSheet } from "./round-sheet";

export const ROUND_CSV_HEADER = [
  "Stop",
  "District",
  "Name",
  "Address",
  "City",
  "Postcode",
  "Phone",
  "Boxes",
  "Contents",
  "Instructions",
  "Window",
  "Allergy note",
  "Fulfilment",
] as const;

/**
 * The round sheet as CSV: one row per delivery stop in round order, then one per collection
 * (Stop C1, C2, …; Fulfilment names the point). A stop's Window is the delivery window its
 * customer chose, "Any time" without one. Cells are quoted as RFC 4180 asks and guarded
 * against spreadsheet formulas (lib/csv).
 */
export function roundSheetCsv(sheet: RoundSheet): string {
  const rows: Array<Array<string | number | null>> = [[...ROUND_CSV_HEADER]];
  for (const district of sheet.districts)
    for (const s of district.stops)
      rows.push([
        s.stop,
        district.district,
        s.name,
        s.address,
        s.city,
        s.postcode,
        s.phone,
        s.boxes,
        s.contents.join("; "),
        s.instructions,
        deliveryWindowLabel(s.window),
        s.allergyNote,
        "Delivery",
      ]);
  for (const point of sheet.collectionPoints)
    for (const c of point.collections)
      rows.push([
        c.ref,
        null,
        c.name,
        null,
        null,
        null,
        c.phone,
        c.boxes,
        c.contents.join("; "),
        null,
        null,
        c.allergyNote,
        `Collection: ${point.name}`,
      ]);
  return toCsv(rows);
}
