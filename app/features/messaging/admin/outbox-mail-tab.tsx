import { ArrowLeft, Send } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { Button } from "~/components/ui/button";
import { CHANNEL_LABELS, MESSAGE_NOUN } from "../channels/labels";
import { EmailFrame } from "../components/email-frame";
import { MailStatusBadge } from "../components/mail-status-badge";
import type { loadOutboxMail } from "./outbox.server";

type OutboxMailData = Awaited<ReturnType<typeof loadOutboxMail>>;

const when = (d: Date | string) =>
  new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/London" });

/** Queues the message again, after a confirmation when it was sent already (the customer gets it twice). */
function ResendButton({ sentAlready, noun }: { sentAlready: boolean; noun: string }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const resend = () => fetcher.submit({ intent: "resend" }, { method: "post" });
  const button = (
    <Button type="button" variant="outline" disabled={busy} onClick={sentAlready ? undefined : resend}>
      <Send className="size-4" aria-hidden /> {busy ? "Queuing..." : "Resend"}
    </Button>
  );
  if (!sentAlready) return button;
  return (
    <ConfirmButton
      title={`Send this ${noun.toLowerCase()} again?`}
      description="It was sent already: the recipient will receive it a second time."
      confirmLabel="Resend"
      onConfirm={resend}
      trigger={button}
    />
  );
}

/** How the body is shown: the HTML rendered, or its plain text. */
const BODY_VIEWS = [
  { value: "html", label: "Rendered" },
  { value: "text", label: "Plain text" },
] as const;
type BodyView = (typeof BODY_VIEWS)[number]["value"];

type OutboxRow = OutboxMailData["mail"];

/** An SMS, WhatsApp or push message: its text as the phone shows it, and a push message's link. */
function ChannelBody({ mail }: { mail: OutboxRow }) {
  return (
    <section aria-label="Message" className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
      {mail.channel === "push" ? <p className="font-semibold">{mail.subject}</p> : null}
      <p className="max-w-prose rounded-2xl bg-stone-100 px-4 py-3 text-sm whitespace-pre-wrap">{mail.text}</p>
      {mail.channel === "push" && mail.html ? (
        <p className="text-muted text-sm">
          Opens <span className="break-all">{mail.html}</span>
        </p>
      ) : null}
    </section>
  );
}

/** An email's body: its HTML rendered in a sandbox, or its plain text. */
function EmailBody({ mail }: { mail: OutboxRow }) {
  const [view, setView] = useState<BodyView>("html");
  return (
    <>
      <div role="group" aria-label="Body format" className="flex gap-2">
        {BODY_VIEWS.map(({ value, label }) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={view === value ? "default" : "outline"}
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {view === "html" ? (
        <EmailFrame title={`Email body: ${mail.subject}`} html={mail.html} className="h-[70vh]" />
      ) : (
        <pre className="overflow-x-auto rounded-xl border border-stone-200 bg-white p-4 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      )}
    </>
  );
}

export function OutboxMailTab({ mail, canResend }: OutboxMailData) {
  const email = mail.channel === "email";
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8">
      <Link
        to="/admin/outbox"
        className="text-brand-700 inline-flex items-center gap-1 self-start text-sm font-medium hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Outbox
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">{mail.subject}</h1>
        {canResend && mail.status !== "queued" ? (
          <ResendButton sentAlready={mail.status === "sent"} noun={MESSAGE_NOUN[mail.channel]} />
        ) : null}
      </div>
      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 text-sm">
        <dt className="text-muted">Channel</dt>
        <dd>{CHANNEL_LABELS[mail.channel]}</dd>
        <dt className="text-muted">To</dt>
        <dd className="break-all">
          {mail.channel === "push" ? `A browser of ${mail.contact ?? "a customer"}` : mail.to}
        </dd>
        {!email && mail.contact && mail.channel !== "push" ? (
          <>
            <dt className="text-muted">For</dt>
            <dd className="break-all">{mail.contact}</dd>
          </>
        ) : null}
        <dt className="text-muted">Kind</dt>
        <dd>{mail.kind}</dd>
        <dt className="text-muted">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <MailStatusBadge status={mail.status} />
          {mail.error ? <span className="text-red-800">{mail.error}</span> : null}
        </dd>
        <dt className="text-muted">Attempts</dt>
        <dd>
          {mail.attempts}
          {mail.lastAttemptAt ? ` (last ${when(mail.lastAttemptAt)})` : ""}
        </dd>
        <dt className="text-muted">Created</dt>
        <dd>{when(mail.createdAt)}</dd>
        {mail.sentAt ? (
          <>
            <dt className="text-muted">Sent</dt>
            <dd>{when(mail.sentAt)}</dd>
          </>
        ) : null}
      </dl>
      {email ? <EmailBody mail={mail} /> : <ChannelBody mail={mail} />}
    </main>
  );
}
