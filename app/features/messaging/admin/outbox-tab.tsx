import { ColumnHeads, ResultsTable, RowLink } from "~/components/admin/admin-table";
import { SearchButtons, SearchField, SearchForm, SubmittingSelect } from "~/components/admin/filter-form";
import { TabPage } from "~/components/admin/tab-heading";
import { SelectOptions } from "~/components/form-kit";
import { MailStatusBadge } from "../components/mail-status-badge";
import type { loadOutboxTab } from "./outbox.server";

type OutboxTabData = Awaited<ReturnType<typeof loadOutboxTab>>;

const formatMailTime = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function OutboxTab({ mails, total, page, pageCount, kinds, query }: OutboxTabData) {
  const filtered = Boolean(query.kind || query.to);
  return (
    <TabPage
      title="Outbox"
      description="Every email the site sends: verification and password links, order confirmations, contact messages. Mail is sent in the background and retried when the SMTP server fails; without SMTP configured, it is kept here."
    >
      <SearchForm
        label="Filter emails"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto]"
      >
        <SearchField label="Recipient" id="outbox-to" name="to" value={query.to} placeholder="Email address" />
        <SubmittingSelect label="Kind" id="outbox-kind" name="kind" value={query.kind}>
          <option value="">All kinds</option>
          <SelectOptions options={kinds.map((k) => ({ value: k, label: k }))} />
        </SubmittingSelect>
        <SearchButtons clearTo="/admin/outbox" />
      </SearchForm>
      <ResultsTable
        rows={mails}
        empty={filtered ? "No emails match these filters." : "No emails sent yet."}
        caption={`Emails, newest first (${total})`}
        pages={{ page, pageCount, total, label: "Emails" }}
        tableClassName="w-full min-w-[44rem] text-left text-sm"
        head={<ColumnHeads columns={["Subject", "To", "Kind", "Status", "Time"]} className="px-4 py-3" />}
      >
        {(m) => (
          <>
            <td className="px-4 py-3">
              <RowLink to={`/admin/outbox/${m.id}`} className="font-medium">
                {m.subject}
              </RowLink>
            </td>
            <td className="px-4 py-3 break-all">{m.to}</td>
            <td className="px-4 py-3">{m.kind}</td>
            <td className="px-4 py-3">
              <span className="flex flex-wrap items-center gap-2">
                <MailStatusBadge status={m.status} />
                {m.attempts > 1 ? <span className="text-muted text-xs">{m.attempts} attempts</span> : null}
              </span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatMailTime(m.createdAt)}</td>
          </>
        )}
      </ResultsTable>
    </TabPage>
  );
}
