import { listActiveBoxTypes, findMenuWeek, getWeekDishes, listActiveWeeks } from "~/features/catalog/public.server";
import { cachedPublic } from "~/lib/cache.server";
import { getSection } from "./content.server";
import { contentValue } from "./expected-content";
import { newestImage, orderedImages, type SiteImage } from "./images.server";
import { getBusinessSettings } from "~/features/settings/public.server";
import { listActiveTeam } from "./team.server";

/** The values of a section's expected keys, each falling back to its default text. */
export function sectionTexts<K extends string>(section: Record<string, string>, name: string, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, contentValue(section, name, key)])) as Record<K, string>;
}

export interface Captioned {
  title: string;
  subtitle?: string;
  image: SiteImage | null;
}

const STEP_NUMBERS = [1, 2, 3, 4] as const;
const PHILOSOPHY_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** Everything the home page shows except the dishes (cached until an admin write). */
export const getHomeContent = cachedPublic(async () => {
  const [hero, how, included, philosophy, heroImage, stepImages, includedImages, philosophyImages] = await Promise.all([
    getSection("hero"),
    getSection("how-it-works"),
    getSection("whats-included"),
    getSection("cooking-philosophy"),
    newestImage("hero"),
    orderedImages("how-it-works", 4),
    orderedImages("whats-included", 4),
    orderedImages("cooking-philosophy", 6),
  ]);
  const heroText = sectionTexts(hero, "hero", [
    "tagline",
    "main-heading",
    "description",
    "cta-button-text",
    "subtitle",
    "feature-1",
    "feature-2",
    "feature-3",
  ] as const);
  return {
    hero: { ...heroText, image: heroImage },
    howItWorks: {
      heading: contentValue(how, "how-it-works", "heading"),
      steps: STEP_NUMBERS.map((n, i): Captioned => ({
        title: contentValue(how, "how-it-works", `step-${n}-title`),
        subtitle: contentValue(how, "how-it-works", `step-${n}-subtitle`),
        image: stepImages[i] ?? null,
      })),
    },
    whatsIncluded: {
      heading: contentValue(included, "whats-included", "heading"),
      items: STEP_NUMBERS.map((n, i): Captioned => ({
        title: contentValue(included, "whats-included", `item-${n}-name`),
        image: includedImages[i] ?? null,
      })),
    },
    philosophy: {
      heading: contentValue(philosophy, "cooking-philosophy", "heading"),
      items: PHILOSOPHY_NUMBERS.map((n, i): Captioned => ({
        title: contentValue(philosophy, "cooking-philosophy", `philosophy-${n}`),
        image: philosophyImages[i] ?? null,
      })),
    },
  };
});

/** The current week and its dishes (for the home carousel). */
export async function getThisWeeksDishes() {
  const week = await findMenuWeek(null);
  return { week, dishes: week ? await getWeekDishes(week) : [] };
}

/** The menu page: the chosen (or current) week, every active week for the selector, the dishes. */
export async function getMenuPage(weekId: string | null) {
  const [week, weeks, heroImage] = await Promise.all([
    findMenuWeek(weekId),
    listActiveWeeks(),
    newestImage("menu-hero"),
  ]);
  const dishes = week ? await getWeekDishes(week) : [];
  return { week, weeks, dishes, heroImage };
}

/** The how-it-works page: box prices and the catering rule from the database. */
export async function getHowItWorksPage() {
  const [settings, boxes, heroImage] = await Promise.all([
    getBusinessSettings(),
    listActiveBoxTypes(),
    newestImage("how-it-works-hero"),
  ]);
  return { settings, boxes, heroImage };
}

export async function getAboutPage() {
  const [team, heroImage] = await Promise.all([listActiveTeam(), newestImage("about-us-hero")]);
  return { team, heroImage };
}
