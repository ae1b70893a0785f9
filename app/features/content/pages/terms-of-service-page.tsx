import { Link } from "react-router";
import { LegalPage } from "../components/legal-page";
import type { LegalPageData } from "../legal.server";

export function TermsOfServicePage({
  businessName,
  contactEmail,
  areaServed,
  cancellationDeadlineHours: hours,
}: LegalPageData) {
  const hoursBefore = `${hours} ${hours === 1 ? "hour" : "hours"} before delivery`;
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply when you order from {businessName} through this website. By placing an order you agree to
        them.
      </p>
      <h2>Orders</h2>
      <p>
        Your order is confirmed when your payment has gone through and you receive our confirmation email. Prices are in
        pounds sterling and include everything shown in the order summary, including delivery.
      </p>
      <h2>Delivery</h2>
      <p>
        We deliver on Saturdays and Sundays{areaServed ? ` to ${areaServed}` : ""}, on the date you choose at checkout.
        Please make sure someone can receive the order, or give us clear delivery instructions. Our food is freshly
        cooked: refrigerate it on arrival and eat it within the time shown on the label.
      </p>
      <h2>Cancellations and changes</h2>
      <p>
        You can cancel or change an order {hours === 0 ? "until the delivery day" : `up to ${hoursBefore}`} for a full
        refund. Orders cancelled later{hours === 0 ? "" : ` than ${hoursBefore}`} may incur charges, because we buy
        ingredients and cook to order. The time is counted from 00:00 (London time) on the delivery day. You can cancel
        or change a one-off order yourself from <Link to="/my-account">My account</Link>; for a weekly subscription
        delivery, please contact us.
      </p>
      <h2>Subscriptions</h2>
      <p>
        Weekly subscriptions are charged each week until you cancel them from your account. Cancelling stops future
        charges; the cancellation rule above applies to the next delivery.
      </p>
      <h2>Allergies</h2>
      <p>
        Dishes list their main dietary information, but our kitchen handles nuts, dairy, gluten and other allergens. If
        you have an allergy, please <Link to="/get-in-touch">contact us</Link> before ordering.
      </p>
      <h2>Problems with an order</h2>
      <p>
        If something is wrong with your order, tell us the same day at{" "}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and we will put it right or refund you.
      </p>
    </LegalPage>
  );
}
