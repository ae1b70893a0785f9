import { ArrowLeft, Send, XCircle } from "lucide-react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { useActionToast, type AdminActionResult } from "~/components/admin/action-toast";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { HeadedSection } from "~/components/admin/headed-section";
import { FormField, SubmitButton } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { EmailFrame } from "~/features/messaging/public";
import { CampaignStatusBadge, campaignTime } from "../components/campaign-status-badge";
import { CampaignTextFields } from "../components/campaign-text-fields";
import type { loadCampaign } from "./campaigns.server";

type CampaignData = Awaited<ReturnType<typeof loadCampaign>>;

const CHANNEL_NAMES: Record<string, string> = { email: "email", sms: "SMS", whatsapp: "WhatsApp", push: "push" };

const byChannel = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([channel, n]) => `${n} by ${CHANNEL_NAMES[channel] ?? channel}`)
    .join(", ");

/**
 * Send now (after a confirmation naming how many it reaches) and Cancel. The fetcher is the page's:
 * once sent, these buttons are gone, and its answer's toast must still show.
 */
function CampaignActions({
  people,
  cancellable,
  fetcher,
}: {
  people: number;
  cancellable: boolean;
  fetcher: ReturnType<typeof useFetcher<AdminActionResult>>;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        title="Send this campaign now?"
        description={`It goes to ${people} ${people === 1 ? "person" : "people"} at once (held until quiet hours end, if it is late). It cannot be taken back.`}
        confirmLabel="Send now"
        onConfirm={() => fetcher.submit({ intent: "send" }, { method: "post" })}
        trigger={
          <Button type="button" disabled={busy}>
            <Send className="size-4" aria-hidden /> {busy ? "Sending..." : "Send now"}
          </Button>
        }
      />
      {cancellable ? (
        <ConfirmButton
          title="Cancel this campaign?"
          description="Nobody will get it. A weekend's campaign is not made again."
          confirmLabel="Cancel campaign"
          onConfirm={() => fetcher.submit({ intent: "cancel" }, { method: "post" })}
          trigger={
            <Button type="button" variant="outline" disabled={busy}>
              <XCircle className="size-4" aria-hidden /> Cancel campaign
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

/** A datetime-local value in London time for a date. */
const localInput = (d: Date | string) =>
  new Date(d).toLocaleString("sv-SE", { timeZone: "Europe/London", hour12: false }).slice(0, 16).replace(" ", "T");

export function CampaignPage({
  campaign,
  marketing,
  preview,
  audience,
  deliveries,
  ordered,
  linkPaths,
  actionData,
}: CampaignData & { actionData?: AdminActionResult }) {
  useActionToast(actionData);
  const fetcher = useFetcher<AdminActionResult>();
  useActionToast(fetcher);
  const navigation = useNavigation();
  const pending = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const open = campaign.status === "draft" || campaign.status === "scheduled";
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <Link
        to="/admin/campaigns"
        className="text-brand-700 inline-flex items-center gap-1 self-start text-sm font-medium hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Campaigns
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold break-words">{campaign.subject}</h1>
          <p className="text-muted mt-1 flex flex-wrap items-center gap-2 text-sm">
            <CampaignStatusBadge status={campaign.status} />
            {campaign.kindLabel}
            {campaign.about ? ` · ${campaign.about}` : ""}
            {" · "}
            {campaign.status === "sent" && campaign.sentAt
              ? `sent ${campaignTime(campaign.sentAt)}`
              : campaign.status === "scheduled"
                ? `goes ${campaignTime(campaign.sendsAt)}`
                : campaign.status === "draft"
                  ? "draft"
                  : "cancelled"}
          </p>
        </div>
        {open ? (
          <CampaignActions people={audience.people} cancellable={campaign.status === "scheduled"} fetcher={fetcher} />
        ) : null}
      </div>

      {campaign.status === "sent" ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {[
            ["Messages sent", deliveries.sent],
            ["Failed", deliveries.failed],
            ["Waiting", deliveries.waiting],
            ["Kept in the Outbox", deliveries.stored],
            ["Opened the link", deliveries.opened],
            ["Ordered", ordered],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-stone-200 bg-white p-4">
              <dt className="text-muted text-xs">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
          <p className="text-muted col-span-full text-sm">
            {deliveries.recipients} people, {deliveries.messages} messages ({byChannel(deliveries.byChannel)}).
            “Waiting” messages go when quiet hours end or on their next try; “Kept in the Outbox” ones are not sent
            because their service (mail server, Twilio, push) is not configured. “Ordered” counts those who placed an
            order after it went
            {campaign.weekendSaturday ? " for that weekend" : ""}.
          </p>
        </dl>
      ) : open ? (
        <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
          {audience.people === 0
            ? "Nobody would get it now: nobody has agreed to these messages yet."
            : `Goes to ${audience.people} ${audience.people === 1 ? "person" : "people"} now: ${byChannel(audience.byChannel)}.`}{" "}
          {marketing
            ? "Only those who agreed to marketing on each channel; every message can be unsubscribed from."
            : "A service message to the subscribers due a box: by email, and by SMS to those who chose it."}
        </p>
      ) : null}

      {open ? (
        <HeadedSection
          id="campaign-words"
          title="Words"
          className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4"
        >
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="save" />
            <CampaignTextFields idPrefix="campaign" defaults={campaign} linkPaths={linkPaths} />
            <SubmitButton pending={pending("save")} pendingLabel="Saving..." className="self-start">
              Save
            </SubmitButton>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-3 border-t border-stone-100 pt-4">
            <input type="hidden" name="intent" value="schedule" />
            <FormField
              id="campaign-sends-at"
              name="sendsAt"
              type="datetime-local"
              label="Goes at (London time)"
              required
              defaultValue={localInput(campaign.sendsAt)}
            />
            <SubmitButton pending={pending("schedule")} pendingLabel="Scheduling..." variant="outline">
              {campaign.status === "draft" ? "Schedule" : "Change time"}
            </SubmitButton>
          </Form>
        </HeadedSection>
      ) : null}

      <HeadedSection id="campaign-preview" title="As customers see it" className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold">Email</h3>
        <EmailFrame title={`Email preview: ${campaign.subject}`} html={preview.html} className="h-[32rem]" />
        <h3 className="text-sm font-semibold">SMS</h3>
        <p className="max-w-sm rounded-2xl bg-stone-100 p-3 text-sm break-words">{preview.sms}</p>
      </HeadedSection>
    </main>
  );
}
