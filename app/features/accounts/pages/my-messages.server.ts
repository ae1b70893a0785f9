import {
  consentHistory,
  firstProblem,
  preferencesOf,
  readConsentForm,
  ukMobile,
  updatePreferences,
} from "~/features/messaging/public.server";
import { CONSENT_PHONE_FIELD, type ConsentSource, type ConsentTopic } from "~/features/messaging/public";
import { failed } from "~/lib/action-result.server";
import { BUSINESS_TIME_ZONE } from "~/lib/dates";
import { dispatchIntent } from "~/lib/intents.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getProfile } from "../profile.server";
import { requireUser, type SessionUser } from "../session.server";

/** A topic in the history's words. */
const TOPIC_NAMES: Record<ConsentTopic, string> = {
  "email-news": "News by email",
  sms: "News by text (SMS)",
  whatsapp: "News on WhatsApp",
  push: "Notifications on a device",
  "sms-order-updates": "Order updates by text",
};

/** Where a choice was made, in the history's words. */
const SOURCE_NAMES: Record<ConsentSource, string> = {
  "sign-up": "When you signed up",
  checkout: "At checkout",
  "my-account": "In My account",
  "unsubscribe-link": "Unsubscribe link",
  "sms-stop": "You replied STOP",
  "push-permission": "On a device",
  erasure: "Account deleted",
  admin: "By us, as you asked",
};

const when = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** The customer's choices about messages as the form shows them, the mobile for texts, and every change made. */
export async function loadMyMessagesPage(request: Request) {
  const user = await requireUser(request);
  const [chosen, history, profile] = await Promise.all([
    preferencesOf(user.email),
    consentHistory(user.email),
    getProfile(user.id),
  ]);
  return {
    chosen: {
      "email-news": chosen.emailNews,
      sms: chosen.sms,
      whatsapp: chosen.whatsapp,
      "sms-order-updates": chosen.smsOrderUpdates,
    },
    // The mobile given for texts, else the profile's phone when it is a UK mobile.
    phone: chosen.phone ?? ukMobile(profile?.phone) ?? "",
    history: history.reverse().map((change) => ({
      at: change.createdAt.toISOString(),
      when: when.format(change.createdAt),
      topic: TOPIC_NAMES[change.topic as ConsentTopic] ?? change.topic,
      granted: change.granted,
      source: SOURCE_NAMES[change.source as ConsentSource] ?? change.source,
    })),
  };
}

/** The page's form: Save (its choices replace the ones kept; only real changes are recorded). */
export async function myMessagesAction(request: Request) {
  const user = await requireUser(request);
  return dispatchIntent(request, { save: (form) => saveChoices(user, form) });
}

async function saveChoices(user: SessionUser, form: FormData) {
  const read = readConsentForm(form, { phoneField: CONSENT_PHONE_FIELD, strict: true });
  if (!read.success) {
    const problem = firstProblem(read.error, CONSENT_PHONE_FIELD);
    // Said under its field as conform says a field's error.
    return failed("Your choices were not saved", {
      description: problem.message,
      result: { status: "error", error: { [problem.field]: [problem.message] } },
    });
  }
  const { choices, phone } = read.data;
  await updatePreferences(user.email, choices, "my-account", { phone, userId: user.id });
  return redirectWithToast("/my-account/messages", { type: "success", title: "Your choices are saved" });
}
