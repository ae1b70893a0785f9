import { useActionToast } from "~/components/admin/action-toast";
import { TabPage } from "~/components/admin/tab-heading";
import { RowLink } from "~/components/admin/admin-table";
import type { ActionResult } from "~/lib/action-result";
import { PromoForm } from "./promo-form";
import type { loadPromoCode } from "./promotions.server";

type PageData = Awaited<ReturnType<typeof loadPromoCode>>;

/** A promo code's page: its form, to change what it gives and when it holds. */
export function PromoPage({ code, boxTypes, actionData }: PageData & { actionData?: ActionResult }) {
  useActionToast(actionData);
  return (
    <TabPage
      title={`Edit ${code.code}`}
      description={
        <>
          Orders it was already used on keep what it took off.{" "}
          <RowLink to="/admin/promotions" className="font-medium">
            Back to Promotions
          </RowLink>
        </>
      }
      className="max-w-4xl"
    >
      <div className="rounded-xl border border-stone-200 bg-white p-5">
        <PromoForm code={code} boxTypes={boxTypes} actionData={actionData} />
      </div>
    </TabPage>
  );
}
