import { Download } from "lucide-react";
import { FormField } from "~/components/form-kit";
import { buttonVariants } from "~/components/ui/button";

/**
 * The Dashboard's "Export for bookkeeping": a period's receipts and credit notes as Xero's sales
 * invoice CSV (a plain GET form: the browser downloads the file). Decision 044.
 */
export function AccountsExportForm({ from, to }: { from: string; to: string }) {
  return (
    <section aria-labelledby="accounts-export-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="accounts-export-heading" className="text-lg font-semibold">
        Export for bookkeeping (Xero CSV)
      </h2>
      <p className="text-muted mt-1 text-sm">
        Every receipt and credit note issued in the period, one row per line with its VAT (Xero's sales invoice import:
        choose “Tax inclusive”). Credit notes have negative quantities; store credit is named in the reference.
      </p>
      <form method="get" action="/admin/dashboard/accounts.csv" className="mt-3 flex flex-wrap items-end gap-3">
        <FormField id="accounts-from" name="from" type="date" label="From" defaultValue={from} required />
        <FormField id="accounts-to" name="to" type="date" label="To" defaultValue={to} required />
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          <Download className="size-4" aria-hidden /> Download accounts CSV
        </button>
      </form>
    </section>
  );
}
