import { getWeekDishes } from "~/features/catalog/public.server";
import { describeCutoff } from "~/features/delivery/public";
import { orderingSettings } from "~/features/settings/public.server";
import { formatLongDate, weekendLabel, type IsoDate } from "~/lib/dates";

/** A campaign's words as its trigger writes them; the owner may change them before it goes. */
export interface CampaignText {
  subject: string;
  body: string;
  linkPath: string;
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** "The menu for 5 - 6 December is live", with the weekend's cuisines and dishes and when orders close. */
export async function menuLiveText(week: { id: string; saturday: IsoDate; cuisines: string[] }): Promise<CampaignText> {
  const { saturday } = week;
  const settings = await orderingSettings();
  const label = weekendLabel(saturday);
  const dishes = (await getWeekDishes(week)).map((dish) => dish.name);
  const paragraphs = [
    week.cuisines.length ? `This weekend's cuisines: ${list(week.cuisines)}.` : "",
    dishes.length ? `On the menu: ${list(dishes)}.` : "",
    `Order by ${describeCutoff(saturday, settings)} for delivery or collection on ${label}.`,
  ].filter(Boolean);
  return { subject: `The menu for ${label} is live`, body: paragraphs.join("\n\n"), linkPath: "/order" };
}

/** The reminder to those without an order: the cutoff is near. */
export async function cutoffReminderText(saturday: IsoDate): Promise<CampaignText> {
  const settings = await orderingSettings();
  const label = weekendLabel(saturday);
  const closes = describeCutoff(saturday, settings);
  return {
    subject: `Orders for ${label} close ${closes}`,
    body: `There is still time to order your boxes for ${label}: orders close ${closes}.`,
    linkPath: "/order",
  };
}

/** "Your box for Saturday: change or skip until Wednesday 23:59" (a service message to subscribers). */
export async function subscriberReminderText(saturday: IsoDate): Promise<CampaignText> {
  const settings = await orderingSettings();
  const closes = describeCutoff(saturday, settings);
  return {
    subject: `Your box for ${formatLongDate(saturday)}: change or skip until ${closes}`,
    body: `Your subscription box for the weekend of ${weekendLabel(saturday)} is booked at the order deadline. Until ${closes} you can change what is in it, or skip that weekend, in My account.`,
    linkPath: "/my-account",
  };
}

/** "We now deliver to SE4", to its waitlist. */
export function areaOpenedText(prefix: string, businessName: string): CampaignText {
  return {
    subject: `${businessName} now delivers to ${prefix}`,
    body: `You asked us to tell you when we deliver to your postcode: we now deliver to ${prefix}. Have a look at this weekend's menu and order your first boxes.`,
    linkPath: "/order",
  };
}
