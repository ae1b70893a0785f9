import { renderEmail } from "~/features/messaging/public.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { sendEmail } from "~/lib/mailer.server";

/** The subscription emails (each through the job queue, in the caller's transaction). */
export type SubscriptionEmailKind = "skipped" | "unskipped" | "paused" | "resumed" | "changed" | "cancelled" | "missed";

const SUBJECTS: Record<SubscriptionEmailKind, string> = {
  skipped: "You have skipped a week of your subscription",
  unskipped: "Your weekly box is back on",
  paused: "Your subscription is paused",
  resumed: "Your subscription has resumed",
  changed: "Your subscription has been changed",
  cancelled: "Your subscription has been cancelled",
  missed: "No weekly box this week",
};

/**
 * Queues one subscription email to the subscriber: the kind's subject, a greeting, the
 * paragraphs given, and the business's name and contact.
 */
export async function queueSubscriptionEmail(
  to: { email: string; firstName: string },
  kind: SubscriptionEmailKind,
  paragraphs: string[],
): Promise<void> {
  const settings = await getBusinessSettings();
  const contact = [settings.contactEmail, settings.contactPhone].filter(Boolean).join(" or ");
  const { html, text } = renderEmail(settings.businessName, {
    heading: SUBJECTS[kind],
    paragraphs: [`Hello ${to.firstName},`, ...paragraphs],
    footer: `Manage your subscription in My Account. Questions? Contact ${settings.businessName} at ${contact}.`,
  });
  await sendEmail({ to: to.email, subject: SUBJECTS[kind], html, text, kind: `subscription-${kind}` });
}
