import { ArrowLeft, Download, Printer } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { FormField, SelectField } from "~/components/form-kit";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import { LabelSheets, labelsPrintCss } from "./label-sheets";
import type { loadLabelsPage } from "./labels.server";

type LabelsData = Awaited<ReturnType<typeof loadLabelsPage>>;

/** /admin/orders/labels: a date's packing labels on A4 label sheets, to print or download as a PDF. */
export function LabelsTab({ date, layout, layouts, labels, sheets }: LabelsData) {
  const submit = useSubmit();
  const pdf = `/admin/orders/labels.pdf?date=${date}&layout=${layout.id}`;
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <style>{labelsPrintCss(layout)}</style>
      <div className="flex flex-col gap-6 print:hidden">
        <Link
          to={`/admin/orders/prep-sheet?date=${date}`}
          className="text-brand-700 inline-flex items-center gap-1 self-start text-sm font-medium hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Prep sheet of this date
        </Link>
        <div>
          <h1 className="text-2xl font-bold">Packing labels: {formatLongDate(date)}</h1>
          <p className="text-muted mt-1 text-sm">
            One label per box of every paid order, in packing order (deliveries by postcode, then collections).{" "}
            {labels.length
              ? `${labels.length} ${labels.length === 1 ? "label" : "labels"} on ${sheets} ${sheets === 1 ? "sheet" : "sheets"}.`
              : null}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <FormField
              label="Delivery date"
              id="labels-date"
              name="date"
              type="date"
              defaultValue={date}
              className="w-44"
              onChange={(e) => e.currentTarget.value && submit(e.currentTarget.form)}
            />
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
            <Button type="submit" variant="outline">
              Show
            </Button>
          </Form>
          <Button type="button" variant="outline" onClick={() => window.print()} disabled={!labels.length}>
            <Printer className="size-4" aria-hidden /> Print
          </Button>
          <a href={pdf} download className={buttonVariants({ variant: "secondary" })}>
            <Download className="size-4" aria-hidden /> Download PDF
          </a>
        </div>
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
