import { Form, Link, useSubmit } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { ColumnHeads } from "~/components/admin/admin-table";
import { SearchButtons, SearchField } from "~/components/admin/filter-form";
import { TabPage } from "~/components/admin/tab-heading";
import { SelectField, SelectOptions } from "~/components/form-kit";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { MailStatusBadge } from "../components/mail-status-badge";
import type { loadOutboxTab } from "./outbox.server";

type OutboxTabData = Awaited<ReturnType<typeof loadOutboxTab>>;

const formatMailTime = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function OutboxTab({ mails, total, page, pageCount, kinds, query }: OutboxTabData) {
  const submit = useSubmit();
  const filtered = Boolean(query.kind || query.to);
  return (
    <TabPage
      title="Outbox"
      description="Every email the site sends: verification and password links, order confirmations, contact messages. Mail is sent in the background and retried when the SMTP server fails; without SMTP configured, it is kept here."
    >
      <Form
        method="get"
        role="search"
        aria-label="Filter emails"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto]"
      >
        <SearchField label="Recipient" id="outbox-to" name="to" value={query.to} placeholder="Email address" />
        <SelectField
          label="Kind"
          id="outbox-kind"
          name="kind"
          defaultValue={query.kind ?? ""}
          onChange={(e) => submit(e.currentTarget.form)}
        >
          <option value="">All kinds</option>
          <SelectOptions options={kinds.map((k) => ({ value: k, label: k }))} />
        </SelectField>
        <SearchButtons clearTo="/admin/outbox" />
      </Form>
      {mails.length === 0 ? (
        <EmptyState className="mt-4">{filtered ? "No emails match these filters." : "No emails sent yet."}</EmptyState>
      ) : (
        <HorizontalScroll className="mt-4 overflow-hidden rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Emails, newest first ({total})</caption>
            <thead className="text-muted border-b border-stone-200 text-xs uppercase">
              <ColumnHeads columns={["Subject", "To", "Kind", "Status", "Time"]} className="px-4 py-3" />
            </thead>
            <tbody className="divide-y divide-stone-100">
              {mails.map((m) => (
                <tr key={m.id} className="hover:bg-stone-50">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/outbox/${m.id}`}
                      className="text-brand-700 font-medium underline-offset-2 hover:underline"
                    >
                      {m.subject}
                    </Link>
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
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} label="Emails" />
    </TabPage>
  );
}
