import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LegalPage } from "../components/legal-page";
import type { LegalPageData } from "../legal.server";

export function UserDeletionPage({ businessName, contactEmail }: LegalPageData) {
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
