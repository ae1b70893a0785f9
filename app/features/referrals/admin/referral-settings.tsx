import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { InputField } from "~/components/conform-fields";
import { CheckboxField, SelectField, SelectOptions, SubmitButton } from "~/components/form-kit";
import { ReferralSettingsSchema } from "./referral-settings-schema";
import type { loadReferralSettings, ReferralSettingsResult } from "./referral-settings.server";

/**
 * The Settings tab's Referrals section (decision 045): on or off, the credit a customer gets when a
 * friend's first order is delivered, and the welcome code the friend's checkout starts with.
 */
export function ReferralSettings({ referralSettings, welcomeCodes }: Awaited<ReturnType<typeof loadReferralSettings>>) {
  const fetcher = useFetcher<ReferralSettingsResult>();
  useActionToast(fetcher.data);
  const [form, fields] = useForm({
    id: "referral-settings",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: referralSettings,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReferralSettingsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="referrals-heading" className="mt-8 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="referrals-heading" className="text-lg font-semibold">
        Referrals
      </h2>
      <p className="text-muted mb-4 text-sm">
        Each customer gets a share link in My account. A friend who orders through it for the first time starts checkout
        with the welcome code; the customer gets the credit once that order is delivered. Orders already referred are
        still credited if you turn referrals off.
      </p>
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="save-referrals" />
        <CheckboxField
          label="Referrals on (share links in My account)"
          wrapperClassName="md:col-span-2"
          {...getInputProps(fields.referralsEnabled, { type: "checkbox" })}
        />
        <InputField
          label="The referrer's credit (£)"
          field={fields.referralCredit}
          type="text"
          inputMode="decimal"
          autoComplete="off"
        />
        <SelectField
          label="Welcome code (the friend's offer)"
          error={fields.referralPromoCode.errors}
          {...getSelectProps(fields.referralPromoCode)}
        >
          <option value="">None</option>
          <SelectOptions options={welcomeCodes} />
        </SelectField>
        <div className="md:col-span-2">
          <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Saving...">
            Save referrals
          </SubmitButton>
        </div>
      </fetcher.Form>
    </section>
  );
}
