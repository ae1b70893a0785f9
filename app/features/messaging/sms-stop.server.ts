import { eq } from "drizzle-orm";
import twilio from "twilio";
import { contactPreferences } from "~/db/schema/messaging";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { updatePreferences } from "./consent.server";

/** The words that opt a number out (Twilio's and the carriers'), whatever their case. */
export const STOP_WORDS: ReadonlySet<string> = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);

/** Twilio's empty answer: nothing to send back (Twilio itself confirms an opt-out). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Whether an incoming message says stop: one of STOP_WORDS alone, or Twilio's opt-out flag. */
export function saysStop(params: Record<string, string>): boolean {
  return STOP_WORDS.has((params.Body ?? "").trim().toUpperCase()) || params.OptOutType?.toUpperCase() === "STOP";
}

/**
 * Withdraws texts and WhatsApp (source sms-stop) from everyone who gave this number: a WhatsApp
 * sender arrives as `whatsapp:+44…`. Returns how many people it was.
 */
export async function stopTextsTo(from: string): Promise<number> {
  const phone = from.replace(/^whatsapp:/i, "").trim();
  if (!phone) return 0;
  const people = await db
    .select({ email: contactPreferences.email })
    .from(contactPreferences)
    .where(eq(contactPreferences.phone, phone));
  for (const { email } of people) await updatePreferences(email, { sms: false, whatsapp: false }, "sms-stop");
  return people.length;
}

/**
 * Twilio's webhook for incoming SMS and WhatsApp messages (/api/twilio/inbound): the request must
 * carry Twilio's signature of this address and its parameters (X-Twilio-Signature, made with the
 * account's auth token), else 403. "STOP" and its synonyms withdraw; "START" grants nothing (consent
 * is given on the site, where it is recorded with its words). Answers empty TwiML.
 */
export async function receiveTwilioInbound(request: Request): Promise<Response> {
  if (request.method !== "POST") return plain(405, "Method Not Allowed");
  const token = env.TWILIO_AUTH_TOKEN;
  if (!token) return plain(404, "Twilio is not configured");
  const form = await request.formData().catch(() => null);
  if (!form) return plain(400, "The request could not be read.");
  const params: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") params[name] = value;
  const signature = request.headers.get("x-twilio-signature") ?? "";
  if (!signature || !twilio.validateRequest(token, signature, request.url, params)) {
    logger.warn("rejected a Twilio webhook with a bad signature");
    return plain(403, "Invalid signature");
  }
  if (saysStop(params) && params.From) {
    const people = await stopTextsTo(params.From);
    logger.info({ people }, "texts stopped by an incoming STOP");
  }
  return new Response(EMPTY_TWIML, { headers: { "Content-Type": "text/xml; charset=utf-8" } });
}
