import { getLegalPageData } from "~/features/content/legal.server";
import { UserDeletionPage } from "~/features/content/pages/user-deletion-page";
import { seoMeta } from "~/features/content/seo";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/user-deletion";

export const loader = () => getLegalPageData("/user-deletion");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({
        ...loaderData.seo,
        title: `User Data Deletion | ${loaderData.seo.siteName}`,
        description: `How to ask ${loaderData.businessName} to delete your account and personal data.`,
      })
    : [{ title: pageTitle(matches, "User Data Deletion") }];

export default function UserDeletion({ loaderData }: Route.ComponentProps) {
  return <UserDeletionPage {...loaderData} />;
}
