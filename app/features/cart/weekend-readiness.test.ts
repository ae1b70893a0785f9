import { describe, expect, it } from "vitest";
import type { BoxOffer } from "~/features/catalog/public";
import { menuGaps } from "./weekend-readiness";
import { boxOffer, menuDish as dish } from "../../../tests/factories/menu";

const box = (name: string, kind: BoxOffer["kind"]) => boxOffer(name, name, kind);
const ESSENTIALS = box("Essentials", "fixed");
const PLUS = box("Essentials Plus", "pick");

/** A cuisine's four groups with a vegetarian and a meat main: everything both box types need. */
const complete = (c: string) => [
  dish(`${c} Rice`, c, "rice"),
  dish(`${c} Dal`, c, "dal"),
  dish(`${c} Veg`, c, "vegetable"),
  dish(`${c} Paneer`, c, "main"),
  dish(`${c} Fish`, c, "main", { dishType: "standard" }),
];

describe("whether a weekend's menu fills every box type on sale", () => {
  it("a complete menu has no gaps; an empty one says so", () => {
    const dishes = [...complete("Bengali"), ...complete("Goan")];
    expect(menuGaps(["Bengali", "Goan"], { dishes, boxes: [ESSENTIALS, PLUS] })).toEqual([]);
    expect(menuGaps(["Bengali", "Goan"], { dishes: [], boxes: [ESSENTIALS] })).toEqual([
      "No dishes are on this weekend's menu yet.",
    ]);
  });

  it("names the cuisine, the group and the fixed box type that needs it", () => {
    const dishes = [...complete("Bengali").filter((d) => d.group !== "dal"), ...complete("Goan")];
    // The picked box takes Goan's dal: only the fixed box misses one.
    expect(menuGaps(["Bengali", "Goan"], { dishes, boxes: [ESSENTIALS, PLUS] })).toEqual([
      "Bengali has no Dal dish this weekend: Essentials needs one.",
    ]);
  });

  it("an Essentials Plus-only dish does not fill a fixed box, and the message names it", () => {
    const dishes = [
      ...complete("Bengali").filter((d) => d.group !== "rice"),
      dish("Bengali Pulao", "Bengali", "rice", { boxType: "essentials_plus" }),
      ...complete("Goan"),
    ];
    expect(menuGaps(["Bengali", "Goan"], { dishes, boxes: [ESSENTIALS, PLUS] })).toEqual([
      "Bengali has no Rice dish this weekend: Essentials needs one (Bengali Pulao is an Essentials Plus dish).",
    ]);
  });

  it("each variant the builder offers: a vegetarian box and a meat or fish main", () => {
    const noMeat = complete("Bengali").filter((d) => d.dishType !== "standard");
    const noVegMain = complete("Bengali").filter((d) => d.name !== "Bengali Paneer");
    const meatDal = [
      ...complete("Bengali").filter((d) => d.group !== "dal"),
      dish("Bengali Keema Dal", "Bengali", "dal", { dishType: "standard" }),
    ];
    expect(menuGaps(["Bengali"], { dishes: noMeat, boxes: [ESSENTIALS] })).toEqual([
      "Bengali has no meat or fish Main dish this weekend: a meat or fish Essentials box needs one.",
    ]);
    expect(menuGaps(["Bengali"], { dishes: noVegMain, boxes: [ESSENTIALS] })).toEqual([
      "Bengali has no vegetarian Main dish this weekend: a vegetarian Essentials box needs one.",
    ]);
    expect(menuGaps(["Bengali"], { dishes: meatDal, boxes: [ESSENTIALS] })).toEqual([
      "Bengali has no vegetarian Dal dish this weekend: a vegetarian Essentials box needs one.",
    ]);
  });

  it("a picked box draws from the whole weekend; with no box types on sale nothing is needed", () => {
    const dishes = complete("Bengali").filter((d) => d.group !== "vegetable");
    expect(menuGaps(["Bengali", "Goan"], { dishes, boxes: [PLUS] })).toEqual([
      "This weekend has no Vegetable dish: Essentials Plus needs one.",
    ]);
    expect(menuGaps(["Bengali", "Goan"], { dishes, boxes: [] })).toEqual([]);
  });
});
