/** Structured data (schema.org JSON-LD) for the business and the week's menu. */

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
        description: dish.description ?? undefined,
        suitableForDiet: dish.dishType === "vegetarian" ? "https://schema.org/VegetarianDiet" : undefined,
        offers: { "@type": "Offer", price: (dish.pricePence / 100).toFixed(2), priceCurrency: "GBP" },
      })),
    })),
  };
}
