import { Link } from "react-router";
import { LegalPage } from "../components/legal-page";
import type { LegalPageData } from "../legal.server";

export function PrivacyPolicyPage({ businessName, contactEmail }: LegalPageData) {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {businessName} ("we", "us") respects your privacy. This policy explains what personal data we collect when you
        use this website and order from us, why we collect it and what rights you have. We are the data controller for
        this data under the UK GDPR and the Data Protection Act 2018.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address and password (stored only as a secure hash).</li>
        <li>Order details: delivery address, postcode, phone number, delivery instructions and what you ordered.</li>
        <li>Messages you send us through the contact form or by email.</li>
        <li>Technical data needed to run the site, such as the session cookie that keeps you signed in.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your data to take and deliver your orders, to send order confirmations and account emails, to answer your
        messages and to keep the site secure. We do not sell your data and we do not send marketing email unless you ask
        us to.
      </p>
      <h2>Payments</h2>
      <p>
        Card payments are handled by our payment provider (Stripe). Your card details go directly to them and never
        reach our servers; we only receive confirmation that a payment succeeded.
      </p>
      <h2>Cookies</h2>
      <p>
        We use only the cookies the site needs to work: one that keeps you signed in, one that remembers guest checkout,
        and a short-lived one that shows confirmation messages. We use no advertising or tracking cookies.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep order records for as long as the law requires for tax and accounting (six years), and account details
        until you ask us to delete your account.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, ask us to correct it, or ask us to delete it (see{" "}
        <Link to="/user-deletion">User Data Deletion</Link>). You can also complain to the Information Commissioner's
        Office (ico.org.uk).
      </p>
      <h2>Contact</h2>
      <p>
        Questions about this policy: email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or use our{" "}
        <Link to="/get-in-touch">contact form</Link>.
      </p>
    </LegalPage>
  );
}
