import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { z } from "zod";
import {
  CONSENT_FIELD,
  ConsentChoicesSchema,
  needsPhone,
  NOT_A_UK_MOBILE_MESSAGE,
  PHONE_FOR_TEXTS_MESSAGE,
} from "./consent-schemas";

/**
 * A UK mobile number (+44, a mobile range) in E.164 form (+447400123456), else null. Written as
 * people type it (07400 123456, +44 7400 123456, 0044…). Server only: the numbering plan's
 * metadata is too large for the pages' bundles.
 */
export function ukMobile(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const number = parsePhoneNumberFromString(text, "GB");
  return number?.countryCallingCode === "44" && number.isValid() ? number.number : null;
}

/**
 * The consent fields of a form, checked: the ticked topics, and the phone in E.164. A topic sent
 * to a phone (SMS, WhatsApp, order texts) needs a UK mobile. `strict`: the phone field is there
 * only for texts (sign-up, My account), so anything typed in it must be a UK mobile; otherwise
 * (checkout's phone, which is also for the driver) a number that is not one is simply not kept.
 */
export function consentFormSchema({ strict }: { strict: boolean }) {
  return z
    .object({
      choices: ConsentChoicesSchema,
      phone: z.string().trim().max(30, NOT_A_UK_MOBILE_MESSAGE).optional(),
    })
    .transform(({ choices, phone }, ctx) => {
      const mobile = ukMobile(phone);
      if (strict && phone && !mobile)
        ctx.addIssue({ code: "custom", path: ["phone"], message: NOT_A_UK_MOBILE_MESSAGE });
      else if (needsPhone(choices) && !mobile)
        ctx.addIssue({ code: "custom", path: ["phone"], message: PHONE_FOR_TEXTS_MESSAGE });
      return { choices, phone: mobile };
    });
}
export type ConsentForm = z.output<ReturnType<typeof consentFormSchema>>;

/**
 * Reads a submitted form's consent fields (the checkboxes, and the phone from `phoneField`) with
 * consentFormSchema: `{ success, data }` or `{ success: false, error }`; `firstProblem` says it
 * in one sentence.
 */
export function readConsentForm(form: FormData, { phoneField, strict }: { phoneField: string; strict: boolean }) {
  const phone = form.get(phoneField);
  return consentFormSchema({ strict }).safeParse({
    choices: form.getAll(CONSENT_FIELD),
    phone: typeof phone === "string" ? phone : undefined,
  });
}

/** The first problem of a failed read, and the form field it belongs to. */
export function firstProblem(error: z.ZodError, phoneField: string): { field: string; message: string } {
  const issue = error.issues[0];
  return {
    field: issue?.path[0] === "phone" ? phoneField : CONSENT_FIELD,
    message: issue?.message ?? PHONE_FOR_TEXTS_MESSAGE,
  };
}
