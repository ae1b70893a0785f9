import { contactMessages } from "~/db/schema/messaging";
import { getBusinessSettings } from "~/features/settings/public.server";
import { db } from "~/lib/db.server";
import { sendEmail } from "~/lib/mailer.server";
import type { ContactMessageInput } from "./contact-schemas";
import { renderEmail } from "./email-template.server";

/** Stores a contact-form message (listed for admins) and, with it, queues its email to the business address. */
export async function submitContactMessage(input: ContactMessageInput): Promise<{ id: string }> {
  const settings = await getBusinessSettings();
  return db.transaction(async () => {
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
    await sendEmail({
      to: settings.contactEmail,
      subject: `Contact form: ${input.subject || `message from ${name}`}`,
      html,
      text,
      kind: "contact",
    });
    return row;
  });
}
