import { getLegalPageData } from "~/features/content/legal.server";
import { PrivacyPolicyPage } from "~/features/content/pages/privacy-policy-page";
import { seoMeta } from "~/features/content/seo";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/privacy-policy";

export const loader = () => getLegalPageData("/privacy-policy");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({
        ...loaderData.seo,
        title: `Privacy Policy | ${loaderData.seo.siteName}`,
        description: `How ${loaderData.businessName} collects, uses and protects your personal data.`,
      })
    : [{ title: pageTitle(matches, "Privacy Policy") }];

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage {...loaderData} />;
}
