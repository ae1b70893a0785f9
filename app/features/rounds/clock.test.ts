import { describe, expect, it } from "vitest";
import { aboutMinutes, clockTime, hoursSpan, minutesOf } from "./clock";

describe("the round's clock", () => {
  it("reads times of day as minutes after midnight and writes them back", () => {
    expect(minutesOf("09:30")).toBe(570);
    expect(minutesOf("17:05:00")).toBe(1025);
    expect(minutesOf("24:00")).toBeNull();
    expect(minutesOf("9.30")).toBeNull();
    expect(clockTime(570)).toBe("09:30");
    expect(clockTime(1025.6)).toBe("17:06");
  });

  it("reads a collection point's hours as the owner writes them", () => {
    expect(hoursSpan("11:00 - 14:00")).toEqual({ earliest: 660, latest: 840 });
    expect(hoursSpan("10:00–13:00")).toEqual({ earliest: 600, latest: 780 });
    expect(hoursSpan("10:00 to 13:00")).toEqual({ earliest: 600, latest: 780 });
    expect(hoursSpan("")).toBeNull();
    expect(hoursSpan("14:00 - 11:00")).toBeNull();
    expect(hoursSpan("mornings")).toBeNull();
  });

  it("tells a customer the wait to the nearest five minutes, never less than five", () => {
    expect(aboutMinutes(18)).toBe(20);
    expect(aboutMinutes(22.4)).toBe(20);
    expect(aboutMinutes(1)).toBe(5);
    expect(aboutMinutes(-3)).toBe(5);
  });
});
