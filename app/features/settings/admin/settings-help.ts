/**
 * The help under each group of the Settings form, saying what the code does with the values
 * (settings-help.test.ts holds them to the pricing engine): shipping and discounts as
 * cart/pricing.ts computes them, boxes as cart/boxes.ts counts them.
 */
export const SETTINGS_HELP = {
  business:
    "The name heads every page and its title; the tagline is in the footer; the description and the area served describe the shop to search engines, and the FAQs and legal pages name the area.",
  shipping:
    "Shipping counts containers: a box one per dish (its box type's dishes per box), a custom order one per portion. The base price covers up to the containers in it; each container beyond adds the extra price, never past the cap. No containers, no shipping; a collected order pays none.",
  discounts:
    "Catering discounts count every custom portion of the order together, across all its custom lines (boxes neither count nor get the discount), and come off the custom dishes' price: the second discount replaces the first from its number of portions. The weekly subscription discount comes off each charge of an order with a weekly subscription, once per order, never below £0.",
  ordering:
    "Orders for a weekend close at the cutoff before it (London time). Capacity limits the boxes per delivery date, a custom order's portions counting four to a box, paid orders and those awaiting payment alike; leave it empty for no limit. Customers can cancel or change a one-off order until the cancellation deadline: that many hours before 00:00 on its delivery day.",
  campaigns:
    "Publishing a weekend makes its “the menu is live” message and its reminders; each waits this long in the Campaigns tab for you to look at it. Reminders go this many hours before the cutoff to those without an order, and to subscribers to change or skip their box. Marketing due during quiet hours (London time) waits for their end.",
  retention:
    "The Privacy Policy states these. Orders are kept for the accounts (HMRC asks for six years), without the person once they ask to be erased; the log of messages sent (the Outbox) is kept this long.",
  rounds:
    "Rounds start and end at the kitchen's postcode (leave it empty until you plan rounds). Each stop takes the minutes at each stop on top of the driving. With delivery windows asked for, a customer having an order delivered chooses any time, the morning (before 1pm), the afternoon (1pm to 5pm) or the evening (after 5pm).",
  vat: "Receipts and credit notes show each line's VAT rate. Not registered: every line at 0% and the receipt says “Not VAT registered”. Registered: the VAT number and a VAT summary per rate. Boxes take their box type's rate (chilled meal boxes are zero-rated food, HMRC VAT Notice 701/14); custom (catering) lines take the rate chosen here, standard 20% by default. Delivery follows the goods it delivers.",
  labels: "Printed at the foot of every box's label, under its dishes, allergens and delivery details.",
} as const;
