import { SelectField } from "~/components/form-kit";
import { formatLongDate } from "~/lib/dates";
import { SheetBackLink, SheetToolbar } from "../components/sheet-toolbar";
import { LabelSheets, labelsPrintCss } from "./label-sheets";
import type { loadLabelsPage } from "./labels.server";

type LabelsData = Awaited<ReturnType<typeof loadLabelsPage>>;

/** /admin/orders/labels: a date's packing labels on A4 label sheets, to print or download as a PDF. */
export function LabelsTab({ date, layout, layouts, labels, sheets }: LabelsData) {
  const pdf = `/admin/orders/labels.pdf?date=${date}&layout=${layout.id}`;
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <style>{labelsPrintCss(layout)}</style>
      <div className="flex flex-col gap-6 print:hidden">
        <SheetBackLink to={`/admin/orders/prep-sheet?date=${date}`}>Prep sheet of this date</SheetBackLink>
        <div>
          <h1 className="text-2xl font-bold">Packing labels: {formatLongDate(date)}</h1>
          <p className="text-muted mt-1 text-sm">
            One label per box of every paid order, in packing order (deliveries by postcode, then collections).{" "}
            {labels.length
              ? `${labels.length} ${labels.length === 1 ? "label" : "labels"} on ${sheets} ${sheets === 1 ? "sheet" : "sheets"}.`
              : null}
          </p>
        </div>
        <SheetToolbar
          date={date}
          dateId="labels-date"
          download={{ href: pdf, label: "Download PDF" }}
          printDisabled={!labels.length}
          fields={(submit) => (
            <SelectField
              label="Label sheet"
              id="labels-layout"
              name="layout"
              defaultValue={layout.id}
              onChange={(e) => submit(e.currentTarget.form)}
            >
              {layouts.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <p className="text-muted text-sm">
          Print at actual size (100%, no scaling, no headers and footers) on A4 sheets of {layout.name}.
        </p>
      </div>
      {labels.length ? (
        <LabelSheets labels={labels} layout={layout} />
      ) : (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          No boxes to label: no paid orders for this date.
        </p>
      )}
    </main>
  );
}
