/**
 * The content sections and keys the public site reads (admin "Missing Content" lists the absent
 * ones), with the default text shown when a key is missing. Texts may hold the PLACEHOLDERS below.
 * The defaults are what a new shop says before its owner writes anything: true of any shop, so
 * they name no place (the demo business's own words are in its seed).
 */
export interface ContentKey {
  key: string;
  description: string;
  type: "text" | "textarea";
  default: string;
}

/**
 * Placeholders a text may hold, filled from the data when a page is rendered. Prices are never
 * typed into a default text: {from_price} and {box_dishes} follow the active box types, so a
 * price change in the back-office changes the hero with it, and {cutoff_day} follows Settings. An
 * owner may still type a figure of their own; a text whose placeholder has no value (no active box
 * type) is not shown.
 */
export const PLACEHOLDERS = {
  business: "the business name",
  from_price: "the cheapest active box type's lowest price, e.g. £30",
  box_dishes: "that box type's dish count, e.g. 4",
  cutoff_day: "the day orders for a weekend close (Settings), e.g. Wednesday",
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;

const FIGURES = " ({box_dishes} and {from_price}: the cheapest box's dish count and price)";

/**
 * The text with its placeholders filled; null when one of them has no value. Braces around any
 * other word are left as typed.
 */
export function fillPlaceholders(text: string, values: Partial<Record<Placeholder, string>>): string | null {
  let missing = false;
  const filled = text.replace(/\{([a-z_]+)\}/g, (match, name: string) => {
    if (!(name in PLACEHOLDERS)) return match;
    const value = values[name as Placeholder];
    if (value === undefined) missing = true;
    return value ?? match;
  });
  return missing ? null : filled;
}

const k = (key: string, description: string, def: string, type: "text" | "textarea" = "text"): ContentKey => ({
  key,
  description,
  type,
  default: def,
});

export const EXPECTED_CONTENT: Record<string, ContentKey[]> = {
  hero: [
    k("tagline", "Small line above the heading", "HOME COOKED FRESH DELIVERED"),
    k("main-heading", "Homepage main heading", "Home-cooked Indian tiffins, delivered every weekend"),
    k(
      "description",
      `Text under the heading${FIGURES}`,
      "Freshly cooked boxes of {box_dishes} dishes from {from_price}, made in our kitchen and delivered to your door on Saturdays and Sundays.",
      "textarea",
    ),
    k("cta-button-text", "Hero button text", "Order Now"),
    k("cta-button-link", "Hero button link", "/order"),
    k(
      "subtitle",
      "Line under the button ({cutoff_day}: the day orders close)",
      "Order by {cutoff_day} for weekend delivery",
    ),
    k("feature-1", `First feature${FIGURES}`, "{box_dishes} dishes for {from_price}"),
    k("feature-2", "Second feature", "Cooked fresh to order"),
    k("feature-3", "Third feature", "Delivered to your door"),
  ],
  "social-links": [
    k("instagram", "Instagram profile URL", ""),
    k("facebook", "Facebook page URL", ""),
    k("youtube", "YouTube channel URL", ""),
    k("tiktok", "TikTok profile URL", ""),
    k("whatsapp", "WhatsApp link (https://wa.me/...)", ""),
    k("email", "Contact email address", ""),
  ],
  "how-it-works": [
    k("heading", "Section heading", "How it works"),
    k("step-1-title", "Step 1 title", "Check your postcode"),
    k("step-1-subtitle", "Step 1 text", "See whether we deliver to you."),
    k("step-2-title", "Step 2 title", "Build your tiffin"),
    k("step-2-subtitle", "Step 2 text", "Pick a box, or choose your own dishes."),
    k("step-3-title", "Step 3 title", "Pick a weekend date"),
    k(
      "step-3-subtitle",
      "Step 3 text ({cutoff_day}: the day orders close)",
      "Order by {cutoff_day} for Saturday or Sunday.",
    ),
    k("step-4-title", "Step 4 title", "Enjoy home cooking"),
    k("step-4-subtitle", "Step 4 text", "Fresh food at your door, ready to heat and eat."),
  ],
  "whats-included": [
    k("heading", "Section heading", "What's included in your tiffin"),
    k("item-1-name", "Item 1 (rice)", "Rice"),
    k("item-2-name", "Item 2 (dal/legume)", "Dal or legume"),
    k("item-3-name", "Item 3 (vegetable)", "Vegetable dish"),
    k("item-4-name", "Item 4 (meat/fish dish)", "Meat or fish dish"),
  ],
  "cooking-philosophy": [
    k("heading", "Section heading", "Our cooking philosophy"),
    k("philosophy-1", "Real homestyle cooking", "Real homestyle cooking"),
    k("philosophy-2", "Freshly cooked daily", "Freshly cooked daily"),
    k("philosophy-3", "Preordered, zero waste", "Preordered, zero waste"),
    k("philosophy-4", "Celebrating Indian diversity", "Celebrating Indian diversity"),
    k("philosophy-5", "Regional cooking", "Regional cooking"),
    k("philosophy-6", "Tradition on plates", "Tradition on plates"),
  ],
};

export const CONTENT_SECTIONS = Object.keys(EXPECTED_CONTENT);

/** The section's value for a key, or its default when missing or blank. */
export function contentValue(section: Record<string, string>, sectionName: string, key: string): string {
  const value = section[key];
  if (value && value.trim() !== "") return value;
  return EXPECTED_CONTENT[sectionName]?.find((c) => c.key === key)?.default ?? "";
}
