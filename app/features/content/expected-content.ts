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

const CUTOFF = " ({cutoff_day}: the day orders close)";

/** Keys `step-N-title` and `step-N-subtitle` a step, numbered from 1; `note` follows the text's description. */
const steps = (list: [title: string, text: string, note?: string][]): ContentKey[] =>
  list.flatMap(([title, text, note = ""], i) => [
    k(`step-${i + 1}-title`, `Step ${i + 1} title`, title),
    k(`step-${i + 1}-subtitle`, `Step ${i + 1} text${note}`, text),
  ]);

/** Keys `item-N-name`, numbered from 1, each described as "Item N (what)". */
const items = (list: [what: string, name: string][]): ContentKey[] =>
  list.map(([what, name], i) => k(`item-${i + 1}-name`, `Item ${i + 1} (${what})`, name));

/** Keys `philosophy-N`, numbered from 1, each described by its own default. */
/** The home page's cooking philosophy, one heading each, as a new shop says it. */
export const COOKING_PHILOSOPHIES = [
  "Real homestyle cooking",
  "Freshly cooked daily",
  "Preordered, zero waste",
  "Celebrating Indian diversity",
  "Regional cooking",
  "Tradition on plates",
];
const philosophies = (list: string[]): ContentKey[] => list.map((text, i) => k(`philosophy-${i + 1}`, text, text));

/** Link keys with no default. */
const links = (list: [key: string, description: string][]): ContentKey[] =>
  list.map(([key, description]) => k(key, description, ""));

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
    k("subtitle", `Line under the button${CUTOFF}`, "Order by {cutoff_day} for weekend delivery"),
    k("feature-1", `First feature${FIGURES}`, "{box_dishes} dishes for {from_price}"),
    k("feature-2", "Second feature", "Cooked fresh to order"),
    k("feature-3", "Third feature", "Delivered to your door"),
  ],
  "social-links": links([
    ["instagram", "Instagram profile URL"],
    ["facebook", "Facebook page URL"],
    ["youtube", "YouTube channel URL"],
    ["tiktok", "TikTok profile URL"],
    ["whatsapp", "WhatsApp link (https://wa.me/...)"],
    ["email", "Contact email address"],
  ]),
  "how-it-works": [
    k("heading", "Section heading", "How it works"),
    ...steps([
      ["Check your postcode", "See whether we deliver to you."],
      ["Build your tiffin", "Pick a box, or choose your own dishes."],
      ["Pick a weekend date", "Order by {cutoff_day} for Saturday or Sunday.", CUTOFF],
      ["Enjoy home cooking", "Fresh food at your door, ready to heat and eat."],
    ]),
  ],
  "whats-included": [
    k("heading", "Section heading", "What's included in your tiffin"),
    ...items([
      ["rice", "Rice"],
      ["dal/legume", "Dal or legume"],
      ["vegetable", "Vegetable dish"],
      ["meat/fish dish", "Meat or fish dish"],
    ]),
  ],
  "cooking-philosophy": [
    k("heading", "Section heading", "Our cooking philosophy"),
    ...philosophies(COOKING_PHILOSOPHIES),
  ],
};

export const CONTENT_SECTIONS = Object.keys(EXPECTED_CONTENT);

/** The section's value for a key, or its default when missing or blank. */
export function contentValue(section: Record<string, string>, sectionName: string, key: string): string {
  const value = section[key];
  if (value && value.trim() !== "") return value;
  return EXPECTED_CONTENT[sectionName]?.find((c) => c.key === key)?.default ?? "";
}
