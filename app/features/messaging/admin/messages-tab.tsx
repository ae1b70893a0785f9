import { Mail, MailOpen, Trash2 } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { DeleteButton } from "~/components/admin/row-actions";
import { Pagination } from "~/components/admin/pagination";
import { TabPage } from "~/components/admin/tab-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { ContactMessage, loadMessagesTab } from "./messages.server";
import { WaitlistSection } from "./waitlist-section";

type MessagesTabData = Awaited<ReturnType<typeof loadMessagesTab>>;

const when = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function MessagesTab({ contact, waitlist, show }: MessagesTabData) {
  return (
    <TabPage
      title="Messages"
      description="What visitors sent through the contact form, and who asked to be told when delivery reaches their postcode."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="contact-heading" className="text-lg font-semibold">
              Contact messages ({contact.unread} unread)
            </h2>
            <nav aria-label="Message filter" className="flex gap-1 text-sm">
              {(["all", "unread"] as const).map((value) => (
                <Link
                  key={value}
                  to={value === "all" ? "?" : "?show=unread"}
                  aria-current={show === value ? "page" : undefined}
                  className="aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 rounded-md border border-stone-300 bg-white px-3 py-1 font-medium"
                >
                  {value === "all" ? "All" : "Unread"}
                </Link>
              ))}
            </nav>
          </div>
          {contact.messages.length === 0 ? (
            <EmptyState>{show === "unread" ? "No unread messages." : "No messages yet."}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {contact.messages.map((m) => (
                <MessageCard key={m.id} message={m} />
              ))}
            </ul>
          )}
          <Pagination page={contact.page} pageCount={contact.pageCount} total={contact.total} label="Messages" />
        </section>
        <WaitlistSection waitlist={waitlist} />
      </div>
    </TabPage>
  );
}

function MessageCard({ message: m }: { message: ContactMessage }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <li className={cn("rounded-xl border bg-white p-4", m.isRead ? "border-stone-200" : "border-brand-300 shadow-sm")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">
            {m.subject || "(no subject)"} {!m.isRead ? <Badge>New</Badge> : null}
          </p>
          <p className="text-muted text-sm">
            {m.firstName} {m.lastName} ·{" "}
            <a
              href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject || "your message"}`)}`}
              className="text-brand-700 underline"
            >
              {m.email}
            </a>{" "}
            · {when(m.createdAt)}
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              fetcher.submit({ intent: "read", id: m.id, value: m.isRead ? "unread" : "read" }, { method: "post" })
            }
          >
            {m.isRead ? <Mail className="size-3.5" aria-hidden /> : <MailOpen className="size-3.5" aria-hidden />}
            {m.isRead ? "Mark unread" : "Mark read"}
          </Button>
          <DeleteButton
            title="Delete this message?"
            description={`The message from ${m.firstName} ${m.lastName} is removed. This cannot be undone.`}
            onConfirm={() => fetcher.submit({ intent: "delete-message", id: m.id }, { method: "post" })}
            label={`Delete the message from ${m.firstName} ${m.lastName}`}
            disabled={busy}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </DeleteButton>
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line">{m.message}</p>
    </li>
  );
}
