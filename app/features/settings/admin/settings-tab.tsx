import type * as React from "react";
import { useActionToast } from "~/components/admin/action-toast";
import { TabHeading } from "~/components/admin/tab-heading";
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
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <TabHeading
        title="Settings"
        description="The business's identity and contact details, and the rules behind prices and delivery dates. Changes apply to the website at once."
      />
      <SettingsForm settings={settings} lastResult={actionData?.form === "settings" ? actionData.result : undefined} />
      {children}
    </main>
  );
}
