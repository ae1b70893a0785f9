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
      <h2>Delete it yourself, at once</h2>
      <ul>
        <li>
          With an account: sign in and open <Link to="/my-account/data">My account, Your data</Link>, then Delete my
          account. You can download your data there first.
        </li>
        <li>
          Ordered as a guest, or joined a waitlist: enter your email on <Link to="/your-data">Your data</Link>; we email
          you a link that lets you download or erase what we hold under that address.
        </li>
      </ul>
      <p>
        Your account, profile and saved details are deleted straight away, your subscriptions end and you get no more
        marketing. Records of past orders that we must keep by law for tax and accounting are kept for the legal period
        without your name, email, phone or address (see our <Link to="/privacy-policy">Privacy Policy</Link>).
      </p>
      <h2>Or ask us</h2>
      <ul>
        <li>
          Email us at <a href={`mailto:${contactEmail}?subject=Account%20deletion%20request`}>{contactEmail}</a> from
          the address you use with us, with the subject "Account deletion request"; or
        </li>
        <li>contact our support team with the button below.</li>
      </ul>
      <p>We confirm your request by email and process it within 30 days.</p>
      <div>
        <Button asChild size="lg">
          <Link to="/get-in-touch">Contact support</Link>
        </Button>
      </div>
    </LegalPage>
  );
}
