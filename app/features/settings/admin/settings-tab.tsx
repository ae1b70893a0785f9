import type * as React from "react";
import { useActionToast } from "~/components/admin/action-toast";
import { TabPage } from "~/components/admin/tab-heading";
import { SettingsForm } from "./settings-form";
import type { loadSettingsTab, SettingsActionResult } from "./settings.server";

type SettingsTabData = Awaited<ReturnType<typeof loadSettingsTab>>;

/** The Settings tab: the settings form, then what the page adds below it (the capacity per date). */
export function SettingsTab({
  settings,
  actionData,
  children,
}: SettingsTabData & { actionData?: SettingsActionResult; children?: React.ReactNode }) {
  useActionToast(actionData);
  return (
    <TabPage
      title="Settings"
      description="The business's identity and contact details, and the rules behind prices and delivery dates. Changes apply to the website at once."
      className="max-w-5xl"
    >
      <SettingsForm settings={settings} lastResult={actionData?.form === "settings" ? actionData.result : undefined} />
      {children}
    </TabPage>
  );
}
