import { and, count, desc, eq, inArray } from "drizzle-orm";
import { TZDate } from "@date-fns/tz";
import { redirect } from "react-router";
import { z } from "zod";
import { campaigns } from "~/db/schema/campaigns";
import { campaignContacts, campaignDeliveries, renderEmail } from "~/features/messaging/public.server";
import { contactsWhoOrdered, weekendOrderContacts } from "~/features/orders/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { attempt, failed, succeeded } from "~/lib/action-result.server";
import { ADMIN_PAGE_SIZE, pageWindow } from "~/lib/admin-lists";
import { BUSINESS_TIME_ZONE, weekendLabel } from "~/lib/dates";
import { db } from "~/lib/db.server";
import { dispatchIntent } from "~/lib/intents.server";
import type { Campaign } from "../campaigns.server";
import { isMarketing, messageFor, recipientsOf, sendCampaign } from "../sending.server";

/** What each kind of campaign is, in the back-office's words. */
export const KIND_LABELS: Record<Campaign["kind"], string> = {
  "menu-live": "Menu is live",
  "cutoff-reminder": "Order deadline reminder",
  "subscriber-reminder": "Subscribers: change or skip",
  "area-opened": "New delivery area",
  announcement: "Announcement",
};

/** Where a campaign's link may lead. */
export const LINK_PATHS = [
  { value: "/order", label: "Order page" },
  { value: "/menu", label: "Menu" },
  { value: "/", label: "Home page" },
  { value: "/my-account", label: "My account" },
] as const;

const about = (c: Pick<Campaign, "weekendSaturday" | "district">) =>
  c.weekendSaturday ? weekendLabel(c.weekendSaturday) : c.district ? `Postcodes ${c.district}` : "";

/** How many of a sent campaign's recipients ordered after it: for the weekend it is about, else at all. */
async function orderedAfter(campaign: Campaign): Promise<number> {
  if (!campaign.sentAt) return 0;
  const contacts = await campaignContacts(campaign.id);
  if (!campaign.weekendSaturday) return (await contactsWhoOrdered(contacts, campaign.sentAt)).size;
  const ordered = await weekendOrderContacts(campaign.weekendSaturday, campaign.sentAt);
  return contacts.filter((contact) => ordered.has(contact)).length;
}

/** The Campaigns tab: every campaign, the next to go first, then the latest sent; with what became of each. */
export async function loadCampaignsTab(request: Request) {
  const requested = Number(new URL(request.url).searchParams.get("page") ?? 1);
  const [{ total }] = await db.select({ total: count() }).from(campaigns);
  const { page, pageCount, offset } = pageWindow(total, Number.isFinite(requested) ? requested : 1, ADMIN_PAGE_SIZE);
  const rows = await db
    .select()
    .from(campaigns)
    // Scheduled and drafts first (the soonest first), then the rest, the latest first.
    .orderBy(desc(eq(campaigns.status, "scheduled")), desc(eq(campaigns.status, "draft")), desc(campaigns.sendsAt))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const deliveries = await campaignDeliveries(rows.map((row) => row.id));
  const list = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: KIND_LABELS[row.kind],
      about: about(row),
      subject: row.subject,
      status: row.status,
      sendsAt: row.sentAt ?? row.sendsAt,
      deliveries: deliveries.get(row.id)!,
      ordered: row.status === "sent" ? await orderedAfter(row) : 0,
    })),
  );
  return { campaigns: list, total, page, pageCount, linkPaths: LINK_PATHS };
}

const LinkPath = z.enum(LINK_PATHS.map((p) => p.value) as [string, ...string[]], {
  error: "Choose where the link leads",
});
export const CampaignTextSchema = z.object({
  subject: z.string().trim().min(1, "Please enter a subject").max(150, "The subject is at most 150 characters"),
  body: z.string().trim().min(1, "Please enter the message").max(2000, "The message is at most 2,000 characters"),
  linkPath: LinkPath,
});

/** The tab's form: a new announcement, kept as a draft until the owner sends it from its page. */
export function campaignsAction(request: Request, adminEmail: string) {
  return dispatchIntent(request, {
    announce: async (formData) => {
      const parsed = CampaignTextSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return failed(parsed.error.issues[0].message);
      const [made] = await db
        .insert(campaigns)
        .values({ kind: "announcement", status: "draft", ...parsed.data, changedBy: adminEmail })
        .returning({ id: campaigns.id });
      return redirect(`/admin/campaigns/${made.id}`);
    },
  });
}

async function findCampaign(id: string): Promise<Campaign> {
  if (!z.uuid().safeParse(id).success) throw new Response("Campaign not found", { status: 404 });
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!campaign) throw new Response("Campaign not found", { status: 404 });
  return campaign;
}

/**
 * A campaign's page: what it says on each channel (the email as the first recipient would get it),
 * who it goes to now per channel, and, once sent, what became of it.
 */
export async function loadCampaign(id: string) {
  const campaign = await findCampaign(id);
  const settings = await getBusinessSettings();
  const sent = campaign.status === "sent";
  const recipients = sent ? [] : await recipientsOf(campaign);
  const audience: Record<string, number> = {};
  for (const person of recipients)
    for (const { channel } of person.reach) audience[channel] = (audience[channel] ?? 0) + 1;
  const sample = {
    contact: recipients[0]?.contact ?? settings.contactEmail,
    reach: { channel: "email" as const, to: "" },
  };
  const email = messageFor(campaign, sample, settings.businessName);
  const sms = messageFor(campaign, { ...sample, reach: { channel: "sms", to: "" } }, settings.businessName);
  const deliveries = (await campaignDeliveries([campaign.id])).get(campaign.id)!;
  return {
    campaign: { ...campaign, kindLabel: KIND_LABELS[campaign.kind], about: about(campaign) },
    marketing: isMarketing(campaign),
    preview: {
      html:
        email.channel === "email"
          ? email.html
          : renderEmail(settings.businessName, { heading: campaign.subject, paragraphs: [] }).html,
      sms: sms.text,
    },
    audience: { people: recipients.length, byChannel: audience },
    deliveries,
    ordered: sent ? await orderedAfter(campaign) : 0,
    linkPaths: LINK_PATHS,
  };
}

/** A datetime-local value ("2026-12-02T10:00") read as London time; in the future. */
const when = z
  .string({ error: "Please choose when it goes" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Please choose when it goes")
  .transform((value) => {
    const [date, time] = value.split("T");
    const [y, m, d] = date.split("-").map(Number);
    const [hh, mm] = time.split(":").map(Number);
    return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, BUSINESS_TIME_ZONE).getTime());
  })
  .refine((at) => !Number.isNaN(at.getTime()) && at.getTime() > Date.now(), "Please choose a time in the future");

/** A campaign's page: change its words, send it now, schedule a draft, or cancel it. */
export function campaignAction(request: Request, id: string, adminEmail: string) {
  return dispatchIntent(request, {
    save: async (formData) => {
      const campaign = await findCampaign(id);
      if (campaign.status === "sent" || campaign.status === "cancelled")
        return failed("This campaign can no longer be changed");
      const parsed = CampaignTextSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return failed(parsed.error.issues[0].message);
      await db
        .update(campaigns)
        .set({ ...parsed.data, changedBy: adminEmail })
        .where(eq(campaigns.id, id));
      return succeeded("Campaign saved");
    },
    schedule: async (formData) => {
      const parsed = when.safeParse(formData.get("sendsAt"));
      if (!parsed.success) return failed(parsed.error.issues[0].message);
      await findCampaign(id);
      const rows = await db
        .update(campaigns)
        .set({ status: "scheduled", sendsAt: parsed.data, changedBy: adminEmail })
        .where(and(eq(campaigns.id, id), inArray(campaigns.status, ["draft", "scheduled"])))
        .returning({ status: campaigns.status });
      return rows.length ? succeeded("Campaign scheduled") : failed("This campaign was sent or cancelled already");
    },
    send: async () => {
      const campaign = await findCampaign(id);
      if (campaign.status === "draft")
        await db.update(campaigns).set({ status: "scheduled" }).where(eq(campaigns.id, id));
      return attempt(
        "Failed to send the campaign",
        () => sendCampaign(id, new Date(), adminEmail),
        (outcome) =>
          "refused" in outcome
            ? failed(outcome.refused)
            : succeeded({ title: "Campaign sent", description: `${outcome.sent} messages on their way` }),
      );
    },
    cancel: async () => {
      const campaign = await findCampaign(id);
      if (campaign.status === "sent") return failed("This campaign was sent already");
      await db.update(campaigns).set({ status: "cancelled", changedBy: adminEmail }).where(eq(campaigns.id, id));
      return succeeded("Campaign cancelled");
    },
  });
}
