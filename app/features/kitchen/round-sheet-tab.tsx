import { Route } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import { DateSheet } from "./components/sheet-toolbar";
import { DistrictSection, PointSection } from "./round-sheet-stops";
import type { loadRoundSheetPage } from "./round-sheet.server";

type RoundSheetData = Awaited<ReturnType<typeof loadRoundSheetPage>>;

// A4 without the admin chrome, toasts or the test-mode banner; checkboxes print as empty boxes.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 10mm; }
  body > div.bg-amber-300, header, [data-sonner-toaster] { display: none !important; }
  body, main, body > div { background: white !important; }
}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function RoundSheetTab({ sheet, upcoming }: RoundSheetData) {
  const { totals } = sheet;
  const empty = totals.stops === 0 && totals.collections === 0;
  return (
    <DateSheet
      date={sheet.date}
      printCss={PRINT_CSS}
      className="print:gap-3"
      title={`Round sheet: ${formatLongDate(sheet.date)}`}
      summary={
        empty ? null : (
          <p className="text-muted print:text-ink mt-1 text-sm">
            {plural(totals.stops, "delivery stop")} in {plural(sheet.districts.length, "district")} ·{" "}
            {plural(totals.deliveryBoxes, "box", "boxes")} to deliver
            {totals.collections
              ? ` · ${plural(totals.collections, "collection")} (${plural(totals.collectionBoxes, "box", "boxes")})`
              : ""}
            {totals.allergyNotes ? ` · ⚠ ${plural(totals.allergyNotes, "allergy note")}` : ""}. Paid orders only.
          </p>
        )
      }
      dateId="round-date"
      csvHref={`/admin/orders/round-sheet.csv?date=${sheet.date}`}
      links={
        <Link to={`/admin/orders/rounds?date=${sheet.date}`} className={buttonVariants({ variant: "outline" })}>
          <Route className="size-4" aria-hidden /> Plan delivery rounds
        </Link>
      }
      upcoming={upcoming}
    >
      {empty ? (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          Nothing to deliver or hand over: no paid orders for this date.
        </p>
      ) : (
        <>
          <StopGroup
            title="Deliveries"
            counts={[plural(totals.stops, "stop"), plural(totals.deliveryBoxes, "box", "boxes")]}
            items={sheet.districts.map((d) => (
              <DistrictSection key={d.district} district={d} />
            ))}
          />
          <StopGroup
            title="Collections"
            counts={[plural(totals.collections, "order"), plural(totals.collectionBoxes, "box", "boxes")]}
            items={sheet.collectionPoints.map((p) => (
              <PointSection key={p.name} point={p} />
            ))}
          />
        </>
      )}
    </DateSheet>
  );
}

/**
 * The deliveries or the collections of the sheet, under their heading with their counts; nothing
 * when there are none. The heading keeps its text in the pieces it always had, so it draws the same.
 */
function StopGroup({
  title,
  counts,
  items,
}: {
  /** "Deliveries" or "Collections"; the heading's id is made from it. */
  title: "Deliveries" | "Collections";
  counts: [string, string];
  items: React.ReactNode[];
}) {
  const id = `${title.toLowerCase()}-heading`;
  return items.length ? (
    <section aria-labelledby={id} className="flex flex-col gap-4 print:gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {`${title} (`}
        {counts[0]}, {counts[1]})
      </h2>
      {items}
    </section>
  ) : null;
}
