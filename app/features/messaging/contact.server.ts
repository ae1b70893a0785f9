import { contactMessages } from "~/db/schema";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { sendEmail } from "~/lib/mailer.server";
import type { ContactMessageInput } from "./contact-schemas";
import { renderEmail } from "./email-template.server";

/** Stores a contact-form message (listed for admins) and emails it to the business address. */
export async function submitContactMessage(input: ContactMessageInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id });

  const settings = await getBusinessSettings();
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ");
  const { html, text } = renderEmail(settings.businessName, {
    heading: `New message from ${name}`,
    paragraphs: input.message.split(/\n{2,}/),
    rows: [
      ["From", `${name} <${input.email}>`],
      ["Subject", input.subject || "(none)"],
    ],
    footer: `Sent from the Get in touch form. Reply to ${input.email} to answer.`,
  });
  try {
    await sendEmail({
      to: settings.contactEmail,
      subject: `Contact form: ${input.subject || `message from ${name}`}`,
      html,
      text,
      kind: "contact",
    });
  } catch (err) {
    // The message is stored and admins can read it even when the mail cannot be recorded.
    logger.error({ err, contactMessageId: row.id }, "contact message email failed");
  }
  return row;
}
