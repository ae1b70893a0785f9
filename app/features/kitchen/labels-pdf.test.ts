import * as mupdf from "mupdf";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PUNJABI_BOX_LABEL } from "../../../tests/factories/labels";
import { LABEL_LAYOUTS, type LabelLayout } from "./label-layouts";
import type { PackingLabel } from "./label-text";
import { labelsPdf } from "./labels-pdf.server";

function label(i: number, over: Partial<PackingLabel> = {}): PackingLabel {
  return {
    key: `TIF-${i}`,
    orderNumber: `TIF-LBL${String(i).padStart(4, "0")}`,
    customer: `Customer ${i}`,
    ...PUNJABI_BOX_LABEL,
    when: "Delivery Saturday 5 December 2026",
    postcode: "SE15 4ST",
    allergyNote: null,
    boxNumber: 1,
    boxCount: 1,
    ...over,
  };
}

/** Every label different enough to show the fitting: long names, many dishes, a note. */
const labels = Array.from({ length: 22 }, (_, i) =>
  label(i + 1, {
    ...(i === 0 ? { customer: "Zara Ahmed", allergyNote: "Severe peanut allergy: no nuts at all please" } : {}),
    ...(i === 1
      ? {
          customer: "Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausen",
          boxType: "Custom Order",
          dishes: Array.from({ length: 14 }, (_, d) => `${d + 1} × Slow-cooked Kashmiri Rogan Josh No. ${d + 1}`),
          contains: [
            "Celery",
            "Cereals containing gluten",
            "Milk",
            "Mustard",
            "Tree nuts",
            "Sulphur dioxide/sulphites",
          ],
          mayContain: ["Peanuts", "Sesame", "Soya"],
          allergyNote: "Coeliac and anaphylactic to peanuts, keep well away from anything with nuts or flour. ".repeat(
            3,
          ),
          boxNumber: 2,
          boxCount: 3,
        }
      : {}),
    ...(i === 2
      ? {
          customer: "Zoë Łukasz",
          fulfilment: "collection",
          postcode: null,
          when: "Collection Saturday 5 December 2026",
        }
      : {}),
  }),
);

type TextLine = { text: string; bbox: { x: number; y: number; w: number; h: number }; font: { weight: string } };

/** The first page's lines of text with their boxes (points) and weight. */
function textLines(pdf: Buffer): TextLine[] {
  const page = mupdf.Document.openDocument(pdf, "application/pdf").loadPage(0);
  const json = JSON.parse(page.toStructuredText("preserve-whitespace").asJSON()) as {
    blocks: Array<{ lines?: TextLine[] }>;
  };
  return json.blocks.flatMap((b) => b.lines ?? []);
}

/** The label a point falls in, and that label's rectangle in points. */
function cellAt(layout: LabelLayout, x: number, y: number) {
  const mm = 72 / 25.4;
  const pitch = layout.labelWidth + layout.columnGap;
  const column = Math.floor((x / mm - layout.marginLeft) / pitch);
  const row = Math.floor((y / mm - layout.marginTop) / layout.labelHeight);
  const left = (layout.marginLeft + column * pitch) * mm;
  const top = (layout.marginTop + row * layout.labelHeight) * mm;
  return { left, top, right: left + layout.labelWidth * mm, bottom: top + layout.labelHeight * mm };
}

async function render(pdf: Buffer, name: string, scale = 2) {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  const pages = Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i));
  const text = pages.map((p) => p.toStructuredText("preserve-whitespace").asText()).join("\n");
  const png = pages[0].toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
  const path = join(tmpdir(), name);
  writeFileSync(path, png);
  return { pages: pages.length, text, png: path };
}

describe("the labels PDF", () => {
  it("lays 22 labels on two A4 sheets of 21, with the names, bold allergens, the note and the storage text", async () => {
    const pdf = await labelsPdf(labels, LABEL_LAYOUTS["21"], "Packing labels 2026-12-05");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text, png } = await render(pdf, "labels-21.png");
    console.info(`labels PDF rendered to ${png}`);
    expect(pages).toBe(2);
    for (const name of ["Zara Ahmed", "Customer 4", "Customer 21", "Customer 22"]) expect(text).toContain(name);
    expect(text).toContain("Contains: Milk, Mustard");
    expect(text).toContain("May contain: Sesame");
    expect(text).toContain("Allergy note: Severe peanut allergy");
    expect(text).toContain("Box 2 of 3");
    expect(text).toContain("Keep refrigerated below 5°C");
    expect(text).toContain("Delivery Saturday 5 December 2026 · SE15 4ST");
    expect(text).toContain("Zoë Łukasz");
    // The overfull label is cut with an ellipsis, its allergens and date kept.
    expect(text).toContain("…");
    expect(text).toContain("Contains: Celery, Cereals containing gluten, Milk, Mustard, Tree nuts");
  });

  it("keeps every line of text inside its own label, and prints the allergens in bold", async () => {
    for (const layout of Object.values(LABEL_LAYOUTS)) {
      const lines = textLines(await labelsPdf(labels, layout, "Packing labels"));
      expect(lines.length).toBeGreaterThan(100);
      for (const { text, bbox } of lines) {
        const cell = cellAt(layout, bbox.x + 0.5, bbox.y + 0.5);
        const inside =
          bbox.x >= cell.left &&
          bbox.y >= cell.top - 0.5 &&
          bbox.x + bbox.w <= cell.right &&
          bbox.y + bbox.h <= cell.bottom + 0.5;
        expect(inside, `${layout.id}: "${text}" at ${JSON.stringify(bbox)} leaves ${JSON.stringify(cell)}`).toBe(true);
      }
      const weight = (start: string) => lines.find((l) => l.text.startsWith(start))?.font.weight;
      expect([weight("Contains:"), weight("May contain:"), weight("Allergy note:"), weight("Punjabi Rice")]).toEqual([
        "bold",
        "bold",
        "bold",
        "normal",
      ]);
    }
  });

  it("lays 14 labels to a sheet in the 14 layout, and says so on an empty date", async () => {
    const fourteen = await render(await labelsPdf(labels, LABEL_LAYOUTS["14"], "Packing labels"), "labels-14.png");
    expect(fourteen.pages).toBe(2);
    const exactly = await render(await labelsPdf(labels.slice(0, 14), LABEL_LAYOUTS["14"], "Labels"), "labels-14b.png");
    expect(exactly.pages).toBe(1);
    const empty = await render(await labelsPdf([], LABEL_LAYOUTS["21"], "Packing labels 2026-12-05"), "labels-0.png");
    expect(empty.pages).toBe(1);
    expect(empty.text).toContain("no boxes to label");
  });

  it("prints names, notes, box types and dishes in Devanagari, Bengali and other scripts, shaped and searchable", async () => {
    const written = [
      label(1, {
        customer: "अनन्या शर्मा",
        boxType: "Essentials (Standard, पंजाबी)",
        dishes: ["पनीर मखनी", "2 × दाल मक्खनी", "Jeera Rice"],
        allergyNote: "मूंगफली से गंभीर एलर्जी, कृपया ध्यान दें",
      }),
      label(2, {
        customer: "সুমি দাস",
        boxType: "Essentials Plus (Standard, বাঙালি)",
        dishes: ["মাছের ঝোল", "শুক্তো", "ভাত"],
        allergyNote: "বাদামে অ্যালার্জি আছে",
        boxNumber: 2,
        boxCount: 2,
      }),
      label(3, { customer: "Олена Коваленко · Νίκος", dishes: ["Crème brûlée", "Đặc biệt phở"] }),
    ];
    const pdf = await labelsPdf(written, LABEL_LAYOUTS["14"], "Packing labels");
    // Reordered syllables carry their text as ActualText. (mupdf repeats a syllable's last mark when
    // it follows a reordered vowel sign, as in "চিং": its bug, so the samples avoid that pattern.)
    const { text, png } = await render(pdf, "labels-scripts.png", 4);
    console.info(`labels PDF in Devanagari and Bengali rendered to ${png}`);
    for (const words of [
      "अनन्या शर्मा",
      "Essentials (Standard, पंजाबी)",
      "पनीर मखनी, 2 × दाल मक्खनी, Jeera Rice",
      "Allergy note: मूंगफली से गंभीर एलर्जी, कृपया ध्यान दें",
      "সুমি দাস",
      "Essentials Plus (Standard, বাঙালি)",
      "মাছের ঝোল, শুক্তো, ভাত",
      "Allergy note: বাদামে অ্যালার্জি আছে",
      "Box 2 of 2",
      "Олена Коваленко · Νίκος",
      "Crème brûlée, Đặc biệt phở",
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/[?\uFFFD]/);
    // Fonts are embedded as subsets: a sheet of labels stays small enough to mail.
    expect(pdf.length).toBeLessThan(150_000);
  });
});
