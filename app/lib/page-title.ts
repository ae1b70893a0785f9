/**
 * Page titles: the page's own words, then the shop's name ("Orders | Admin Dashboard | Saffron
 * Dabba"), so every tab, bookmark and history entry says whose shop it is. The name is the one the
 * owner set in Settings, read from the root loader's shell data, which every route's meta function
 * receives in `matches`.
 */
interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The shop's name from the root route's data; empty when the root loader did not answer. */
export function shopName(matches: ReadonlyArray<MetaMatch | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { shell?: { businessName?: string } } | undefined;
  return root?.shell?.businessName?.trim() ?? "";
}

export function pageTitle(matches: ReadonlyArray<MetaMatch | undefined>, ...parts: string[]): string {
  return [...parts, shopName(matches)].filter((part) => part.trim()).join(" | ");
}
