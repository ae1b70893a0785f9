import { ArrowLeft, Download, Printer } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { FormField } from "~/components/form-kit";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { formatShortDate } from "~/lib/dates";

/** The way back from a kitchen sheet to the page it was opened from ("Orders of this date"). */
export function SheetBackLink({ to, children, className }: { to: string; children: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "text-brand-700 inline-flex items-center gap-1 self-start text-sm font-medium hover:underline",
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden /> {children}
    </Link>
  );
}

/**
 * The date toolbar the three kitchen sheets (prep sheet, labels, round sheet) share: the delivery
 * date (the sheet follows a change at once), the sheet's own choices, Show, Print, the download,
 * then any links to the other sheets.
 */
export function SheetToolbar({
  date,
  dateId,
  download,
  fields,
  printDisabled,
  className,
  children,
}: {
  date: string;
  /** The date field's id, unique per sheet. */
  dateId: string;
  download: { href: string; label: string };
  /** More of the sheet's choices, after the date (the labels' sheet layout). */
  fields?: (submit: (form: HTMLFormElement | null) => void) => React.ReactNode;
  printDisabled?: boolean;
  className?: string;
  /** After the download: links to the other sheets. */
  children?: React.ReactNode;
}) {
  const submit = useSubmit();
  return (
    <div className={cn("flex flex-wrap items-end gap-2", className)}>
      <Form method="get" className={cn("flex items-end gap-2", fields && "flex-wrap")}>
        <FormField
          label="Delivery date"
          id={dateId}
          name="date"
          type="date"
          defaultValue={date}
          className="w-44"
          onChange={(e) => e.currentTarget.value && submit(e.currentTarget.form)}
        />
        {fields?.((form) => submit(form))}
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      <Button type="button" variant="outline" onClick={() => window.print()} disabled={printDisabled}>
        <Printer className="size-4" aria-hidden /> Print
      </Button>
      <a href={download.href} download className={buttonVariants({ variant: "secondary" })}>
        <Download className="size-4" aria-hidden /> {download.label}
      </a>
      {children}
    </div>
  );
}

/** The delivery dates that have orders, as links; the sheet's own date marked. */
export function UpcomingDates({ dates, current }: { dates: Array<{ date: string }>; current: string }) {
  if (!dates.length) return null;
  return (
    <nav aria-label="Delivery dates with orders" className="flex flex-wrap gap-2 text-sm print:hidden">
      {dates.map((d) => (
        <Link
          key={d.date}
          to={`?date=${d.date}`}
          aria-current={d.date === current ? "true" : undefined}
          className="aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 rounded-full border border-stone-300 bg-white px-3 py-1 font-medium hover:bg-stone-50"
        >
          {formatShortDate(d.date)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The frame of the kitchen sheets of a date opened from the Orders tab (prep sheet, round sheet):
 * the print rules, the way back, the title with its summary beside the toolbar (its CSV download and
 * any links to the other sheets), the other dates.
 */
export function DateSheet({
  date,
  printCss,
  className,
  title,
  summary,
  dateId,
  csvHref,
  links,
  upcoming,
  children,
}: {
  date: string;
  printCss: string;
  className?: string;
  title: string;
  summary: React.ReactNode;
  /** The toolbar's date field's id, unique per sheet. */
  dateId: string;
  csvHref: string;
  /** Links to the other sheets, after the download. */
  links?: React.ReactNode;
  upcoming: Array<{ date: string }>;
  children: React.ReactNode;
}) {
  return (
    <main
      id="main"
      className={cn("mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0", className)}
    >
      <style>{printCss}</style>
      <SheetBackLink to={`/admin/orders?date=${date}`} className="print:hidden">
        Orders of this date
      </SheetBackLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {summary}
        </div>
        <SheetToolbar
          date={date}
          dateId={dateId}
          download={{ href: csvHref, label: "Download CSV" }}
          className="print:hidden"
        >
          {links}
        </SheetToolbar>
      </div>
      <UpcomingDates dates={upcoming} current={date} />
      {children}
    </main>
  );
}
