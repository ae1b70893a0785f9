import { FormField, SelectField, SelectOptions, TextareaField } from "~/components/form-kit";

/** A campaign's words: subject, message and where its link leads (the new announcement and a campaign's page). */
export function CampaignTextFields({
  idPrefix,
  defaults,
  linkPaths,
  disabled,
}: {
  idPrefix: string;
  defaults?: { subject: string; body: string; linkPath: string };
  linkPaths: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-subject`}
        name="subject"
        label="Subject"
        required
        maxLength={150}
        defaultValue={defaults?.subject}
        disabled={disabled}
      />
      <TextareaField
        id={`${idPrefix}-body`}
        name="body"
        label="Message"
        required
        maxLength={2000}
        rows={6}
        defaultValue={defaults?.body}
        disabled={disabled}
      />
      <SelectField
        id={`${idPrefix}-link`}
        name="linkPath"
        label="The link leads to"
        defaultValue={defaults?.linkPath ?? "/order"}
        disabled={disabled}
      >
        <SelectOptions options={linkPaths} />
      </SelectField>
    </>
  );
}
