/** Structured data (schema.org JSON-LD) for the business and the week's menu. */
import { dishesAllergenStatement, NO_ALLERGENS_TEXT } from "~/features/catalog/public";

export interface BusinessForJsonLd {
  businessName: string;
  description: string;
  areaServed: string;
  contactEmail: string;
  contactPhone: string;
  addressLocality: string;
}

export function businessJsonLd(
  settings: BusinessForJsonLd,
  seo: { origin: string; image: string | null },
  cuisines: string[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    "@id": `${seo.origin}/#business`,
    name: settings.businessName,
    description: settings.description || undefined,
    url: `${seo.origin}/`,
    image: seo.image ?? undefined,
    email: settings.contactEmail,
    telephone: settings.contactPhone || undefined,
    address: { "@type": "PostalAddress", addressLocality: settings.addressLocality, addressCountry: "GB" },
    areaServed: settings.areaServed ? { "@type": "Place", name: settings.areaServed } : undefined,
    servesCuisine: cuisines.length ? cuisines : ["Indian"],
    hasMenu: `${seo.origin}/menu`,
    acceptsReservations: false,
    currenciesAccepted: "GBP",
  };
}

export interface MenuDishForJsonLd {
  name: string;
  description: string | null;
  pricePence: number;
  dishType: "vegetarian" | "standard";
  dietaryInfo: string[];
  allergens: string[];
  mayContainAllergens: string[];
}

/** Dietary labels that name a schema.org RestrictedDiet (others have no place in suitableForDiet). */
const RESTRICTED_DIETS: Array<[RegExp, string]> = [
  [/^vegetarian$/, "VegetarianDiet"],
  [/^vegan$/, "VeganDiet"],
  [/^gluten[\s-]?free$/, "GlutenFreeDiet"],
  [/^halal$/, "HalalDiet"],
  [/^kosher$/, "KosherDiet"],
  [/^hindu$/, "HinduDiet"],
  [/^(diabetic|diabetic[\s-]friendly)$/, "DiabeticDiet"],
  [/^(low[\s-]lactose|lactose[\s-]free)$/, "LowLactoseDiet"],
  [/^low[\s-]fat$/, "LowFatDiet"],
  [/^low[\s-](salt|sodium)$/, "LowSaltDiet"],
];

/** The schema.org diets a dish suits: its dish type and the dietary labels that map to one. */
export function dishDiets(dish: Pick<MenuDishForJsonLd, "dishType" | "dietaryInfo">): string[] {
  const labels = [dish.dishType === "vegetarian" ? "vegetarian" : "", ...dish.dietaryInfo].map((l) =>
    l.trim().toLowerCase(),
  );
  const diets = RESTRICTED_DIETS.filter(([pattern]) => labels.some((l) => pattern.test(l))).map(
    ([, diet]) => `https://schema.org/${diet}`,
  );
  return [...new Set(diets)];
}

/**
 * A MenuItem's description with its allergen statement: schema.org's MenuItem has no allergen
 * property (nor additionalProperty), so the statement goes in the text (decision 024).
 */
export function dishDescription(dish: MenuDishForJsonLd): string {
  const allergens = `Allergens: ${dishesAllergenStatement([dish]) ?? NO_ALLERGENS_TEXT}`;
  return dish.description?.trim() ? `${dish.description.trim()} ${allergens}` : allergens;
}

export function menuJsonLd(
  businessName: string,
  url: string,
  weekLabel: string,
  groups: Array<{ cuisine: string; dishes: MenuDishForJsonLd[] }>,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name: `${businessName}: ${weekLabel}`,
    url,
    inLanguage: "en-GB",
    hasMenuSection: groups.map((group) => ({
      "@type": "MenuSection",
      name: `${group.cuisine} Cuisine`,
      hasMenuItem: group.dishes.map((dish) => ({
        "@type": "MenuItem",
        name: dish.name,
        description: dishDescription(dish),
        suitableForDiet: dishDiets(dish).length ? dishDiets(dish) : undefined,
        offers: { "@type": "Offer", price: (dish.pricePence / 100).toFixed(2), priceCurrency: "GBP" },
      })),
    })),
  };
}
