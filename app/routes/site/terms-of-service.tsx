import { getLegalPageData } from "~/features/content/legal.server";
import { TermsOfServicePage } from "~/features/content/pages/terms-of-service-page";
import { seoMeta } from "~/features/content/seo";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/terms-of-service";

export const loader = () => getLegalPageData("/terms-of-service");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({
        ...loaderData.seo,
        title: `Terms of Service | ${loaderData.seo.siteName}`,
        description: `The terms for ordering from ${loaderData.businessName}: orders, delivery, cancellations and refunds.`,
      })
    : [{ title: pageTitle(matches, "Terms of Service") }];

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <TermsOfServicePage {...loaderData} />;
}
