import {
  getWeekDishes,
  listActiveBoxTypes,
  listWeeksFrom,
  type MenuDishRow,
  type MenuWeek,
} from "~/features/catalog/public.server";
import { headlineOffer } from "~/features/catalog/public";
import { cutoffInstant, nextOrderableSaturday } from "~/features/delivery/public";
import { getBusinessSettings } from "~/features/settings/public.server";
import { cachedPublic } from "~/lib/cache.server";
import { weekdayName, type IsoDate } from "~/lib/dates";
import { getSection } from "./content.server";
import { contentValue, fillPlaceholders, type Placeholder } from "./expected-content";
import { newestImage, orderedImages, type SiteImage } from "./images.server";
import { listActiveTeam } from "./team.server";

export interface Captioned {
  title: string;
  subtitle?: string;
  image: SiteImage | null;
}

const STEP_NUMBERS = [1, 2, 3, 4] as const;
const PHILOSOPHY_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
const HERO_KEYS = [
  "tagline",
  "main-heading",
  "description",
  "cta-button-text",
  "subtitle",
  "feature-1",
  "feature-2",
  "feature-3",
] as const;

/** What the texts' placeholders stand for now: the business name, the cheapest box's figures, the cutoff day. */
async function placeholderValues(): Promise<Partial<Record<Placeholder, string>>> {
  const [settings, boxes] = await Promise.all([getBusinessSettings(), listActiveBoxTypes()]);
  const offer = headlineOffer(boxes);
  return {
    business: settings.businessName,
    cutoff_day: weekdayName(settings.cutoffWeekday),
    ...(offer ? { from_price: offer.fromPrice, box_dishes: offer.dishCount } : {}),
  };
}

/**
 * Everything the home page shows except the dishes (cached until an admin write). Texts come with
 * their placeholders filled; a text whose figure is missing (no active box type) is "".
 */
export const getHomeContent = cachedPublic(async () => {
  const [hero, how, included, philosophy, heroImage, stepImages, includedImages, philosophyImages, values] =
    await Promise.all([
      getSection("hero"),
      getSection("how-it-works"),
      getSection("whats-included"),
      getSection("cooking-philosophy"),
      newestImage("hero"),
      orderedImages("how-it-works", 4),
      orderedImages("whats-included", 4),
      orderedImages("cooking-philosophy", 6),
      placeholderValues(),
    ]);
  const text = (section: Record<string, string>, name: string, key: string) =>
    fillPlaceholders(contentValue(section, name, key), values) ?? "";
  const heroText = Object.fromEntries(HERO_KEYS.map((key) => [key, text(hero, "hero", key)])) as Record<
    (typeof HERO_KEYS)[number],
    string
  >;
  return {
    hero: { ...heroText, image: heroImage },
    howItWorks: {
      heading: text(how, "how-it-works", "heading"),
      steps: STEP_NUMBERS.map((n, i): Captioned => ({
        title: text(how, "how-it-works", `step-${n}-title`),
        subtitle: text(how, "how-it-works", `step-${n}-subtitle`),
        image: stepImages[i] ?? null,
      })),
    },
    whatsIncluded: {
      heading: text(included, "whats-included", "heading"),
      items: STEP_NUMBERS.map((n, i): Captioned => ({
        title: text(included, "whats-included", `item-${n}-name`),
        image: includedImages[i] ?? null,
      })),
    },
    philosophy: {
      heading: text(philosophy, "cooking-philosophy", "heading"),
      items: PHILOSOPHY_NUMBERS.map((n, i): Captioned => ({
        title: text(philosophy, "cooking-philosophy", `philosophy-${n}`),
        image: philosophyImages[i] ?? null,
      })),
    },
  };
});

/**
 * "This week" on the public site (decision: delivery weekends): the weekend on sale now, i.e. the
 * next weekend whose order cutoff has not passed. `weeks` are the published menus from that
 * weekend on (never a past one); `current` is that weekend's menu, or the next published one when
 * it has none. `changesAt` is that weekend's cutoff: from the next instant another weekend is on
 * sale, so a page showing "this week" must not be kept (rendered) past it.
 */
export interface WeekOnSale {
  saturday: IsoDate;
  weeks: MenuWeek[];
  current: MenuWeek | null;
  changesAt: Date;
}

export async function weekOnSale(now: Date = new Date()): Promise<WeekOnSale> {
  const settings = await getBusinessSettings();
  const saturday = nextOrderableSaturday(settings, now);
  const weeks = await listWeeksFrom(saturday);
  return { saturday, weeks, current: weeks[0] ?? null, changesAt: cutoffInstant(saturday, settings) };
}

/** This week's menu and its dishes (the home carousel), and when "this week" changes. */
export async function getThisWeeksDishes(now: Date = new Date()) {
  const { current, changesAt } = await weekOnSale(now);
  return { week: current, dishes: current ? await getWeekDishes(current) : [], changesAt };
}

/** The menu page's answer: the week shown, or `found: false` for a week that is not on offer. */
export type MenuPage =
  | {
      found: true;
      week: MenuWeek | null;
      /** True when the page shows this week (the canonical /menu). */
      isCurrent: boolean;
      weeks: MenuWeek[];
      dishes: MenuDishRow[];
      heroImage: SiteImage | null;
      changesAt: Date;
    }
  | { found: false; current: MenuWeek | null; heroImage: SiteImage | null; changesAt: Date };

/**
 * The menu page: this week's menu by default, or the requested one (`?week=<id>`); the selector
 * lists this week and the upcoming published ones. A week id that is unknown, malformed, not
 * published or of a past weekend is not found (never a silent default).
 */
export async function getMenuPage(weekId: string | null, now: Date = new Date()): Promise<MenuPage> {
  const [{ weeks, current, changesAt }, heroImage] = await Promise.all([weekOnSale(now), newestImage("menu-hero")]);
  const week = weekId === null ? current : (weeks.find((w) => w.id === weekId) ?? null);
  if (weekId !== null && !week) return { found: false, current, heroImage, changesAt };
  const dishes = week ? await getWeekDishes(week) : [];
  return { found: true, week, isCurrent: week?.id === current?.id, weeks, dishes, heroImage, changesAt };
}

/** The how-it-works page: box types, their prices and the catering rule from the database. */
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

/**
 * A public page's `headers`: the parent routes' headers and its loader's (the render cache's
 * expiry of a page showing "this week").
 */
export function pageHeaders({ parentHeaders, loaderHeaders }: { parentHeaders: Headers; loaderHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}
