import { CheckboxField, FieldError, FormField, type FieldErrors } from "~/components/form-kit";
import { CONSENT_LABELS } from "../consent";
import { CONSENT_FIELD, FORM_CONSENT_TOPICS, type ConsentChoices } from "../consent-schemas";

/**
 * What a form asks about messages, one checkbox per topic in CONSENT_LABELS' words, none ticked
 * unless the person ticked it before (`chosen`, on My account): sign-up, checkout and My account
 * ask the same way (PECR). The ticked ones are sent as values of `consent`
 * (ConsentChoicesSchema reads them). `phone` adds a mobile number field, for a form that has no
 * phone of its own.
 */
export function ConsentFields({
  idPrefix,
  chosen,
  phone,
  error,
  legend = "Keeping in touch",
}: {
  /** Makes the checkboxes' ids unique on the page. */
  idPrefix: string;
  chosen?: Partial<ConsentChoices>;
  phone?: { name: string; defaultValue?: string; error?: FieldErrors };
  error?: FieldErrors;
  legend?: string;
}) {
  const errorId = `${idPrefix}-consent-error`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${idPrefix}-consent-hint`}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <p id={`${idPrefix}-consent-hint`} className="text-muted text-sm">
        Optional: tick only what you want. You can change your mind at any time in My account, with the link in each
        email, or by replying STOP to a text.
      </p>
      {FORM_CONSENT_TOPICS.map((topic) => (
        <CheckboxField
          key={topic}
          id={`${idPrefix}-consent-${topic}`}
          name={CONSENT_FIELD}
          value={topic}
          defaultChecked={chosen?.[topic] ?? false}
          label={CONSENT_LABELS[topic]}
          wrapperClassName="items-start [&>input]:mt-0.5"
        />
      ))}
      <FieldError id={errorId} error={error} />
      {phone ? (
        <FormField
          id={`${idPrefix}-consent-phone`}
          name={phone.name}
          type="tel"
          autoComplete="tel"
          label="Mobile number (for texts and WhatsApp)"
          defaultValue={phone.defaultValue}
          error={phone.error}
        />
      ) : null}
    </fieldset>
  );
}
