/**
 * Every page's title carries the shop's name (the name set in Settings, from the root loader's
 * shell data), whatever the page and also when its own loader failed and it has no data.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

const SHOP = "Test Kitchen Ω";

/** Every route module of the route table, layouts included. */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

interface RouteModule {
  default?: unknown;
  meta?: (args: Record<string, unknown>) => Array<Record<string, unknown>>;
}

const files = ["root.tsx", ...routeFiles(routes)];

describe("page titles", () => {
  it.each(files)("%s names the shop in its title", async (file) => {
    const module = (await import(/* @vite-ignore */ `../${file}`)) as RouteModule;
    if (!module.default) return; // a resource route: no page, no title
    if (!module.meta) {
      // A layout without a title of its own: its pages give theirs.
      expect(file, `${file} renders a page without a title`).toMatch(/layout\.tsx$/);
      return;
    }
    const matches = [{ id: "root", loaderData: { shell: { businessName: SHOP } } }];
    for (const error of [undefined, new Error("loader failed")]) {
      const tags = module.meta({
        loaderData: undefined,
        params: {},
        location: { pathname: "/" },
        matches,
        error,
      });
      const title = tags.find((tag) => "title" in tag)?.title;
      expect(title, `${file}${error ? " (error)" : ""}`).toEqual(expect.stringContaining(SHOP));
    }
  });
});
