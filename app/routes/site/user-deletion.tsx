import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LegalPage } from "~/features/content/components/legal-page";
import { getLegalPageData } from "~/features/content/legal.server";
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

export default function UserDeletionPage({ loaderData }: Route.ComponentProps) {
  const { businessName, contactEmail } = loaderData;
  return (
    <LegalPage title="User Data Deletion">
      <p>
        You can ask {businessName} to delete your account and the personal data we hold about you at any time, including
        data from signing in with Google or Facebook.
      </p>
      <h2>How to request deletion</h2>
      <ul>
        <li>
          Email us at <a href={`mailto:${contactEmail}?subject=Account%20deletion%20request`}>{contactEmail}</a> from
          the address you use with us, with the subject "Account deletion request"; or
        </li>
        <li>contact our support team with the button below.</li>
      </ul>
      <h2>What happens next</h2>
      <p>
        We confirm your request by email and process it within 30 days. We delete your account, profile and saved
        details. Records of past orders that we must keep by law for tax and accounting are kept for the legal period
        and then deleted; they are no longer linked to an account.
      </p>
      <div>
        <Button asChild size="lg">
          <Link to="/get-in-touch">Contact support</Link>
        </Button>
      </div>
    </LegalPage>
  );
}
