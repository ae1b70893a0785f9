import { Link } from "react-router";
import { LegalPage } from "../components/legal-page";
import type { LegalPageData } from "../legal.server";

/** "6 years", "1 year", "12 months". */
const period = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

export function PrivacyPolicyPage({
  businessName,
  contactEmail,
  orderRetentionYears,
  messageRetentionMonths,
}: LegalPageData) {
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
        <li>
          Order details: your name, email, phone number, delivery or billing address, delivery instructions, any allergy
          note and what you ordered; for a subscription, your plan and delivery address.
        </li>
        <li>
          What you agreed to receive (news by email, SMS, WhatsApp or browser notifications) and when and where you
          agreed or withdrew it; the messages we sent you.
        </li>
        <li>
          Gift cards: who bought one, for whom (their name and email) and the message with it; your store credit and
          what it paid; whom you invited with your share link.
        </li>
        <li>Messages you send us through the contact form, and the postcode of a waitlist you joined.</li>
        <li>Technical data needed to run the site, such as the session cookie that keeps you signed in.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your data to take and deliver your orders (our contract with you), to send order confirmations, status
        updates and account emails, to answer your messages and to keep the site secure. We send news such as &ldquo;the
        menu is live&rdquo; or a reminder before the order deadline only if you ticked it, on the channels you chose,
        and every such message lets you unsubscribe in one click. We do not sell your data.
      </p>
      <h2>Payments</h2>
      <p>
        Card payments are handled by our payment provider (Stripe). Your card details go directly to them and never
        reach our servers; we only receive confirmation that a payment succeeded.
      </p>
      <h2>Cookies</h2>
      <p>
        We use only the cookies the site needs to work: one that keeps you signed in, one that remembers guest checkout,
        a short-lived one that shows confirmation messages, and, when you arrive through a friend&rsquo;s share link,
        one that remembers who invited you for 30 days. We use no advertising or tracking cookies.
      </p>
      <h2>How long we keep it</h2>
      <ul>
        <li>
          Orders (what was ordered, when, and what was paid): {period(orderRetentionYears, "year")}, as the law requires
          for tax and accounting; after that we keep only the order itself, without your name, email, phone, address,
          instructions or allergy note. If you delete your account or erase your data sooner, that happens at once.
        </li>
        <li>
          Gift cards: the buyer&rsquo;s and recipient&rsquo;s names and emails and the message, for{" "}
          {period(orderRetentionYears, "year")} once the card has been sent; what is left on a card can still be spent
          with its code afterwards.
        </li>
        <li>
          Messages we sent you: {period(messageRetentionMonths, "month")}, so we can answer questions about them; after
          that we keep only that a message was sent, not to whom or what it said.
        </li>
        <li>
          Your account, profile and what you agreed to receive: until you delete your account. A record that consent was
          given or withdrawn is kept, without your address, to show we respected it.
        </li>
        <li>Contact-form messages and waitlist entries: until you ask us to erase them.</li>
      </ul>
      <h2>Your rights</h2>
      <p>
        You can download everything we hold about you, correct it, or have it erased at once. With an account, sign in
        and open <Link to="/my-account/data">My account, Your data</Link>. Ordered as a guest? Ask on{" "}
        <Link to="/your-data">Your data</Link> and we will email you a link. You can also object to or restrict how we
        use your data, and complain to the Information Commissioner's Office (ico.org.uk).
      </p>
      <h2>Contact</h2>
      <p>
        Questions about this policy: email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or use our{" "}
        <Link to="/get-in-touch">contact form</Link>.
      </p>
    </LegalPage>
  );
}
