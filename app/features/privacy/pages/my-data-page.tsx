import { Link } from "react-router";
import { MyAccountSubPage } from "~/components/my-account-sub-page";
import type { ActionResult } from "~/lib/action-result";
import type { PageData } from "~/lib/page-data";
import { DataRightsPanel } from "../components/data-rights-panel";
import type { loadMyDataPage } from "./my-data.server";

/** My account → Your data: what is held, the downloads, and deleting the account. */
export function MyDataPage({
  email,
  isAdmin,
  summary,
  actionData,
}: PageData<typeof loadMyDataPage> & { actionData?: ActionResult }) {
  return (
    <MyAccountSubPage width="max-w-3xl" linkClassName="text-brand-700 text-sm font-semibold underline">
      <h1 className="text-3xl font-bold">Your data</h1>
      <p>
        You can download everything we hold about you, or delete your account. See our{" "}
        <Link to="/privacy-policy" className="text-brand-700 underline">
          Privacy Policy
        </Link>{" "}
        for what we keep, why and for how long.
      </p>
      <DataRightsPanel
        email={email}
        summary={summary}
        exportPath="/my-account/data/export"
        eraseLabel="Delete my account"
        eraseText={
          isAdmin
            ? "An admin account cannot be deleted here: ask another admin to remove it in the back-office."
            : "Your account, profile and saved details are deleted at once, your subscriptions end, and you get no more marketing. Your past orders are kept for our accounts, without your name, address, phone or email. You are signed out."
        }
        answer={actionData}
      />
    </MyAccountSubPage>
  );
}
