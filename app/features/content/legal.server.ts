import { getBusinessSettings } from "~/features/settings/public.server";
import { seoContext } from "./seo.server";

/** What the static pages need: who the business is and how to reach it. */
export async function getLegalPageData(path: string) {
  const settings = await getBusinessSettings();
  return {
    seo: await seoContext(path),
    businessName: settings.businessName,
    contactEmail: settings.contactEmail,
    areaServed: settings.areaServed,
    cancellationDeadlineHours: settings.cancellationDeadlineHours,
    // The Privacy Policy says how long orders and messages are kept from the settings that keep them.
    orderRetentionYears: settings.orderRetentionYears,
    messageRetentionMonths: settings.messageRetentionMonths,
  };
}

export type LegalPageData = Awaited<ReturnType<typeof getLegalPageData>>;
