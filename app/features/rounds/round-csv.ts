import { toCsv } from "~/lib/csv";
import type { RoundView } from "./round-view.server";

export const ROUND_CSV_HEADER = [
  "Driver",
  "Stop",
  "Arrival",
  "Name",
  "Address",
  "Postcode",
  "Phone",
  "Boxes",
  "Contents",
  "Instructions",
  "Window",
  "Allergy note",
  "Orders",
  "Outcome",
] as const;

/** The planned round as CSV: every driver's stops in order with their estimated arrival (lib/csv quotes and guards the cells). */
export function roundCsv(round: Pick<RoundView, "drivers">): string {
  const rows: Array<Array<string | number | null>> = [[...ROUND_CSV_HEADER]];
  for (const driver of round.drivers)
    for (const stop of driver.stops)
      rows.push([
        driver.name,
        stop.sequence,
        stop.arrival,
        stop.title,
        stop.address,
        stop.postcode,
        stop.phone,
        stop.boxes,
        stop.contents.join("; "),
        stop.instructions,
        stop.windowLabel ?? "Any time",
        stop.allergyNotes.join("; ") || null,
        stop.orderNumbers.join(" "),
        stop.outcome === "delivered"
          ? "Delivered"
          : stop.outcome === "failed"
            ? `Not delivered: ${stop.failureReason}`
            : null,
      ]);
  return toCsv(rows);
}
