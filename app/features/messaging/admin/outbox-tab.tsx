import { ColumnHeads, ResultsTable, RowLink } from "~/components/admin/admin-table";
import { SearchButtons, SearchField, SearchForm, SubmittingSelect } from "~/components/admin/filter-form";
import { TabPage } from "~/components/admin/tab-heading";
import { SelectOptions } from "~/components/form-kit";
import { CHANNEL_LABELS, MESSAGE_CHANNELS } from "../channels/labels";
import { MailStatusBadge } from "../components/mail-status-badge";
import type { loadOutboxTab } from "./outbox.server";

type OutboxTabData = Awaited<ReturnType<typeof loadOutboxTab>>;

const formatMailTime = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function OutboxTab({ mails, total, page, pageCount, kinds, query }: OutboxTabData) {
  const filtered = Boolean(query.kind || query.to || query.channel);
  return (
    <TabPage
      title="Outbox"
      description="Every message the site sends, by email, SMS, WhatsApp and push: verification and password links, order confirmations, contact messages, campaigns. Messages are sent in the background and retried when their service fails; a channel whose service is not configured keeps its messages here."
    >
      <SearchForm
        label="Filter messages"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <SearchField label="Recipient" id="outbox-to" name="to" value={query.to} placeholder="Email or phone number" />
        <SubmittingSelect label="Channel" id="outbox-channel" name="channel" value={query.channel}>
          <option value="">All channels</option>
          <SelectOptions options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))} />
        </SubmittingSelect>
        <SubmittingSelect label="Kind" id="outbox-kind" name="kind" value={query.kind}>
          <option value="">All kinds</option>
          <SelectOptions options={kinds.map((k) => ({ value: k, label: k }))} />
        </SubmittingSelect>
        <SearchButtons clearTo="/admin/outbox" />
      </SearchForm>
      <ResultsTable
        rows={mails}
        empty={filtered ? "No messages match these filters." : "No messages sent yet."}
        caption={`Messages, newest first (${total})`}
        pages={{ page, pageCount, total, label: "Messages" }}
        tableClassName="w-full min-w-[50rem] text-left text-sm"
        head={<ColumnHeads columns={["Subject", "Channel", "To", "Kind", "Status", "Time"]} className="px-4 py-3" />}
      >
        {(m) => (
          <>
            <td className="px-4 py-3">
              <RowLink to={`/admin/outbox/${m.id}`} className="font-medium">
                {m.subject}
              </RowLink>
            </td>
            <td className="px-4 py-3">{CHANNEL_LABELS[m.channel]}</td>
            {/* A push message's address is a browser's subscription: the person it is for says more. */}
            <td className="px-4 py-3 break-all">{m.channel === "push" ? (m.contact ?? m.to) : m.to}</td>
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
