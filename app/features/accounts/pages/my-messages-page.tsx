import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form-kit";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { MyAccountSubPage } from "~/components/my-account-sub-page";
import { TitledCard } from "~/components/ui/card";
import { CONSENT_PHONE_FIELD, ConsentFields, PushToggle } from "~/features/messaging/public";
import type { PageData } from "~/lib/page-data";
import { showToast } from "~/lib/toast";
import type { loadMyMessagesPage, myMessagesAction } from "./my-messages.server";

type Answer = PageData<typeof myMessagesAction>;

/**
 * My account → Messages and notifications: the customer's choices (nothing ticked they did not
 * tick), the mobile for texts, Save; this device's notifications (PushToggle, which saves as it is
 * ticked: it needs the browser's permission); then every change of their choices, newest first.
 */
export function MyMessagesPage({
  chosen,
  phone,
  history,
  actionData,
}: PageData<typeof loadMyMessagesPage> & { actionData?: Answer }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const answer = actionData && "toast" in actionData ? actionData : undefined;
  useEffect(() => {
    if (answer?.toast) showToast(answer.toast);
  }, [answer]);
  const fieldErrors = answer?.result?.error;

  return (
    <MyAccountSubPage width="max-w-3xl" linkClassName="text-sm underline">
      <h1 className="text-3xl font-bold">Messages and notifications</h1>
      <p>
        Order confirmations and updates always come by email. Everything else is up to you: we send only what you tick
        here.
      </p>
      <TitledCard title="Your choices">
        <Form method="post" className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="save" />
          <ConsentFields
            idPrefix="my-messages"
            legend="What we may send you"
            chosen={chosen}
            error={fieldErrors?.consent}
            phone={{ name: CONSENT_PHONE_FIELD, defaultValue: phone, error: fieldErrors?.[CONSENT_PHONE_FIELD] }}
          />
          <div>
            <SubmitButton pending={saving} pendingLabel="Saving...">
              Save
            </SubmitButton>
          </div>
        </Form>
        <section aria-labelledby="this-device" className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-6">
          <h3 id="this-device" className="font-semibold">
            This device
          </h3>
          <PushToggle id="my-messages-push" />
        </section>
      </TitledCard>
      <section aria-labelledby="consent-history" className="flex flex-col gap-3">
        <h2 id="consent-history" className="text-2xl font-semibold">
          History of your choices
        </h2>
        {history.length === 0 ? (
          <p className="text-muted">You have not made any choices yet.</p>
        ) : (
          <HorizontalScroll className="rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-stone-50">
                <tr>
                  {["When", "What", "Choice", "Where"].map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.map((change, index) => (
                  <tr key={`${change.at}-${index}`} className="border-t border-stone-100">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={change.at}>{change.when}</time>
                    </td>
                    <td className="px-3 py-2">{change.topic}</td>
                    <td className="px-3 py-2">{change.granted ? "Given" : "Withdrawn"}</td>
                    <td className="px-3 py-2">{change.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </HorizontalScroll>
        )}
      </section>
    </MyAccountSubPage>
  );
}
