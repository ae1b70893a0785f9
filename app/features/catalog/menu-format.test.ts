import { describe, expect, it } from "vitest";
import { DISH_EMOJI, descriptionSnippet, dishEmoji, groupByCuisine } from "./menu-format";

describe("menu formatting", () => {
  it("shows the first five words of a description followed by '...'", () => {
    expect(descriptionSnippet("Basmati rice tempered with cumin seeds, ghee and a bay leaf.")).toBe(
      "Basmati rice tempered with cumin...",
    );
    expect(descriptionSnippet("  Two   words ")).toBe("Two words...");
    expect(descriptionSnippet(null)).toBe("");
  });

  it("groups dishes by cuisine in the week's order, others after", () => {
    const dishes = [
      { name: "a", cuisine: "Goan" },
      { name: "b", cuisine: "Punjabi" },
      { name: "c", cuisine: null },
      { name: "d", cuisine: "Goan" },
    ];
    const groups = groupByCuisine(dishes, ["Punjabi", "Goan", "Bengali"]);
    expect(groups.map((g) => [g.cuisine, g.dishes.map((d) => d.name)])).toEqual([
      ["Punjabi", ["b"]],
      ["Goan", ["a", "d"]],
      ["Other", ["c"]],
    ]);
  });

  it("uses eight different emoji placeholders", () => {
    expect(new Set(DISH_EMOJI).size).toBe(8);
    expect(new Set(Array.from({ length: 8 }, (_, i) => dishEmoji(i))).size).toBe(8);
    expect(dishEmoji(8)).toBe(dishEmoji(0));
  });
});
