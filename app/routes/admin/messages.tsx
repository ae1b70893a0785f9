import { Mail, MailOpen, Trash2 } from "lucide-react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Pagination } from "~/components/admin/pagination";
import { TabHeading } from "~/components/admin/tab-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  type ContactMessage,
  deleteContactMessage,
  deleteWaitlistEntry,
  listContactMessages,
  listWaitlist,
  setMessageRead,
  type WaitlistEntry,
} from "~/features/messaging/admin-messages.server";
import { cn } from "~/lib/utils";
import { AdminErrorBoundary } from "~/components/admin/error-boundary";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Messages | Admin Dashboard" }];

const QuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  show: z.enum(["all", "unread"]).default("all").catch("all"),
});

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [contact, waitlist] = await Promise.all([
    listContactMessages({ page: query.page, unreadOnly: query.show === "unread" }),
    listWaitlist(),
  ]);
  return { contact, waitlist, show: query.show };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.uuid(), value: z.enum(["read", "unread"]) }),
  z.object({ intent: z.literal("delete-message"), id: z.uuid() }),
  z.object({ intent: z.literal("delete-waitlist"), id: z.uuid() }),
]);

export async function action({ request }: Route.ActionArgs) {
  const parsed = ActionSchema.safeParse(Object.fromEntries(await request.formData()));
  const fail = (title: string) =>
    data({ toast: { type: "error", title } } satisfies AdminActionResult, { status: 400 });
  if (!parsed.success) return fail("Failed to update message");
  const input = parsed.data;
  if (input.intent === "read") {
    const ok = await setMessageRead(input.id, input.value === "read");
    return ok
      ? ({
          ok,
          toast: { type: "success", title: input.value === "read" ? "Marked as read" : "Marked as unread" },
        } satisfies AdminActionResult)
      : fail("Failed to update message");
  }
  if (input.intent === "delete-message") {
    const ok = await deleteContactMessage(input.id);
    return ok
      ? ({ ok, toast: { type: "success", title: "Message deleted" } } satisfies AdminActionResult)
      : fail("Failed to delete message");
  }
  const ok = await deleteWaitlistEntry(input.id);
  return ok
    ? ({ ok, toast: { type: "success", title: "Waitlist entry deleted" } } satisfies AdminActionResult)
    : fail("Failed to delete waitlist entry");
}

export function ErrorBoundary() {
  return <AdminErrorBoundary title="Error loading data" description="Failed to load messages" />;
}

const when = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export default function MessagesTab({ loaderData }: Route.ComponentProps) {
  const { contact, waitlist, show } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <TabHeading
        title="Messages"
        description="What visitors sent through the contact form, and who asked to be told when delivery reaches their postcode."
      />
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
            <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
              {show === "unread" ? "No unread messages." : "No messages yet."}
            </p>
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
    </main>
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
          <ConfirmButton
            title="Delete this message?"
            description={`The message from ${m.firstName} ${m.lastName} is removed. This cannot be undone.`}
            onConfirm={() => fetcher.submit({ intent: "delete-message", id: m.id }, { method: "post" })}
            trigger={
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Delete the message from ${m.firstName} ${m.lastName}`}
              >
                <Trash2 className="size-3.5" aria-hidden />
              </Button>
            }
          />
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line">{m.message}</p>
    </li>
  );
}

function WaitlistSection({ waitlist }: { waitlist: Route.ComponentProps["loaderData"]["waitlist"] }) {
  return (
    <section aria-labelledby="waitlist-heading" className="flex flex-col gap-3">
      <h2 id="waitlist-heading" className="text-lg font-semibold">
        Postcode waitlist ({waitlist.total})
      </h2>
      {waitlist.areas.length ? (
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="text-sm font-semibold">Most requested districts</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {waitlist.areas.map((a) => (
              <li key={a.district}>
                <Badge variant="muted">
                  {a.district}: {a.requests}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {waitlist.entries.length === 0 ? (
        <p className="text-muted rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
          Nobody is on the waitlist.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {waitlist.entries.map((entry) => (
            <WaitlistRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitlistRow({ entry }: { entry: WaitlistEntry }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  return (
    <li className="flex items-center justify-between gap-2 px-4 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-semibold">{entry.postcode}</p>
        <p className="text-muted truncate">
          <a href={`mailto:${entry.email}`} className="underline">
            {entry.email}
          </a>{" "}
          · {new Date(entry.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "Europe/London" })}
        </p>
      </div>
      <ConfirmButton
        title="Remove from the waitlist?"
        description={`${entry.email} (${entry.postcode}) will no longer be listed.`}
        confirmLabel="Remove"
        onConfirm={() => fetcher.submit({ intent: "delete-waitlist", id: entry.id }, { method: "post" })}
        trigger={
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={fetcher.state !== "idle"}
            aria-label={`Remove ${entry.email} from the waitlist`}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
        }
      />
    </li>
  );
}
