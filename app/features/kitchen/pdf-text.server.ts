import * as fontkit from "fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type Weight = "regular" | "bold";

/**
 * The fonts kitchen paper prints with (decision 030), tried in this order for each character:
 * Noto Sans's subsets (Latin first, for the digits and punctuation every script uses), then Noto
 * Sans Bengali. WOFF, not WOFF2: fontkit cannot subset WOFF2 glyphs built from other glyphs.
 */
const SUBSETS = [
  ["noto-sans", "latin"],
  ["noto-sans", "latin-ext"],
  ["noto-sans", "vietnamese"],
  ["noto-sans", "greek"],
  ["noto-sans", "greek-ext"],
  ["noto-sans", "cyrillic"],
  ["noto-sans", "cyrillic-ext"],
  ["noto-sans", "devanagari"],
  ["noto-sans-bengali", "bengali"],
] as const;
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** A line's height, and its baseline below the line's top, in ems: room for Indic marks above and below. */
export const LINE_HEIGHT = 1.25;
const BASELINE = 0.96;
const ELLIPSIS = "…";
/** Printed for a character no font has (an emoji, a script not embedded yet). */
const MISSING = "\uFFFD";

interface Face {
  name: string;
  file: Buffer;
  covers: (codePoint: number) => boolean;
}

const require = createRequire(import.meta.url);
let loaded: Record<Weight, Face[]> | undefined;

/** Read once per process: the files, and which characters each has a glyph for. */
function faces(): Record<Weight, Face[]> {
  loaded ??= {
    regular: facesOf("regular"),
    bold: facesOf("bold"),
  };
  return loaded;
}

function facesOf(weight: Weight): Face[] {
  return SUBSETS.map(([family, subset]) => {
    const file = readFileSync(
      require.resolve(`@fontsource/${family}/files/${family}-${subset}-${WEIGHTS[weight]}-normal.woff`),
    );
    const font = fontkit.create(file) as fontkit.Font;
    return { name: `${weight}-${subset}`, file, covers: (cp: number) => font.hasGlyphForCodePoint(cp) };
  });
}

/** Makes the fonts known to a document; pdfkit embeds only the ones used, subset to the glyphs used. */
export function registerPaperFonts(doc: PDFKit.PDFDocument) {
  for (const face of [...faces().regular, ...faces().bold]) doc.registerFont(face.name, face.file);
}

/** A grapheme cluster (a letter with its marks; in Indic scripts a whole syllable) and the font that draws it. */
interface Cluster {
  font: string;
  text: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** Joiners and variation selectors shape the letters beside them; any font may lack a glyph for them. */
const shapingOnly = (cp: number) => cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);
const isSpace = (c: Cluster) => c.text === " ";
/** Where a line may break: after a space, or after a hyphen inside a word. */
const breaksAfter = (c: Cluster) => isSpace(c) || c.text === "-" || c.text === "\u2010";

/**
 * The text as clusters, each drawn by the first font that has all its characters (the previous
 * cluster's font when it has them, so that a space or comma between Bengali words stays Bengali).
 */
function clustersOf(text: string, weight: Weight): Cluster[] {
  const list = faces()[weight];
  const clusters: Cluster[] = [];
  let current: Face | undefined;
  // Line breaks and other control characters print as spaces: a label's paragraph is one flow.
  const clean = text.normalize("NFC").replace(/[\p{Cc}\u2028\u2029]/gu, " ");
  for (const { segment } of graphemes.segment(clean)) {
    const codePoints = [...segment].map((ch) => ch.codePointAt(0)!).filter((cp) => !shapingOnly(cp));
    const fits = (face: Face) => codePoints.every(face.covers);
    const face = current && fits(current) ? current : list.find(fits);
    if (face) current = face;
    clusters.push(face ? { font: face.name, text: segment } : { font: list[0].name, text: MISSING });
  }
  return clusters;
}

/**
 * What pdfkit draws in one go: neighbouring single characters of one font, or one cluster of
 * several characters on its own. Shaping may reorder such a cluster's glyphs (a vowel sign drawn
 * before its consonant), so it carries its text as ActualText and copies and searches as typed.
 */
interface Part {
  font: string;
  text: string;
  actual: boolean;
}

function partsOf(clusters: Cluster[]): Part[] {
  const parts: Part[] = [];
  for (const c of clusters) {
    const actual = [...c.text].length > 1;
    const last = parts[parts.length - 1];
    if (!actual && last && !last.actual && last.font === c.font) last.text += c.text;
    else parts.push({ font: c.font, text: c.text, actual });
  }
  return parts;
}

const trimEnd = (clusters: Cluster[]) => {
  let end = clusters.length;
  while (end > 0 && isSpace(clusters[end - 1])) end--;
  return clusters.slice(0, end);
};

/** A word with the spaces after it, and its widths at 1 pt with and without them. */
interface Word {
  clusters: Cluster[];
  width: number;
  trimmed: number;
}

/** Lines of text laid out to a width, ready to draw. */
export type TextLines = Cluster[][];

/** Measures, lays out and draws text in the paper fonts in one document, remembering what it measured. */
export class PaperText {
  private widths = new Map<string, number>();
  private words = new Map<string, Word[]>();

  constructor(private doc: PDFKit.PDFDocument) {
    registerPaperFonts(doc);
  }

  /** A part's width at 1 pt. */
  private partWidth(part: Part) {
    const key = `${part.font}\u0000${part.text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(part.font).fontSize(1).widthOfString(part.text);
      this.widths.set(key, width);
    }
    return width;
  }

  private width(clusters: Cluster[]) {
    return partsOf(clusters).reduce((sum, part) => sum + this.partWidth(part), 0);
  }

  /** The text split where a line may break, measured once whatever the size. */
  private wordsOf(text: string, weight: Weight): Word[] {
    const key = `${weight}\u0000${text}`;
    let words = this.words.get(key);
    if (!words) {
      const split: Cluster[][] = [[]];
      for (const c of clustersOf(text, weight)) {
        split[split.length - 1].push(c);
        if (breaksAfter(c)) split.push([]);
      }
      words = split
        .filter((clusters) => clusters.length)
        .map((clusters) => ({ clusters, width: this.width(clusters), trimmed: this.width(trimEnd(clusters)) }));
      this.words.set(key, words);
    }
    return words;
  }

  /** The text's width on one line. */
  widthOf(text: string, weight: Weight, size: number) {
    return this.wordsOf(text, weight).reduce((sum, word) => sum + word.width, 0) * size;
  }

  /**
   * The text broken into lines no wider than `width` (at spaces and hyphens; inside a word only
   * when the word alone is wider). Past `maxLines` the last line kept ends with an ellipsis.
   */
  lines(text: string, weight: Weight, size: number, width: number, maxLines = Infinity): TextLines {
    const room = width / size;
    const lines: Cluster[][] = [];
    let line: Cluster[] = [];
    let lineWidth = 0;
    const breakLine = () => {
      lines.push(line);
      line = [];
      lineWidth = 0;
    };
    for (const word of this.wordsOf(text, weight)) {
      if (line.length && lineWidth + word.trimmed > room) breakLine();
      if (word.trimmed <= room) {
        line.push(...word.clusters);
        lineWidth += word.width;
        continue;
      }
      // A word wider than the line breaks between its clusters.
      for (const c of word.clusters) {
        if (line.length && !isSpace(c) && this.width([...line, c]) > room) breakLine();
        line.push(c);
        lineWidth = this.width(line);
      }
    }
    if (line.length) lines.push(line);
    const kept = lines.slice(0, maxLines).map(trimEnd);
    if (lines.length > maxLines) kept[kept.length - 1] = this.withEllipsis(kept[kept.length - 1], weight, room);
    return kept;
  }

  private withEllipsis(line: Cluster[], weight: Weight, room: number) {
    const ellipsis = clustersOf(ELLIPSIS, weight);
    let cut = line;
    while (cut.length && this.width([...cut, ...ellipsis]) > room) cut = trimEnd(cut.slice(0, -1));
    return [...cut, ...ellipsis];
  }

  /** Draws the lines from their top left corner (right-aligned to `x + alignRightIn` when given). */
  draw(lines: TextLines, x: number, top: number, size: number, options: { alignRightIn?: number } = {}) {
    lines.forEach((line, i) => {
      const baseline = top + (i * LINE_HEIGHT + BASELINE) * size;
      const parts = partsOf(line);
      const lineWidth = parts.reduce((sum, part) => sum + this.partWidth(part) * size, 0);
      let left = options.alignRightIn === undefined ? x : x + options.alignRightIn - lineWidth;
      for (const part of parts) {
        if (part.actual) this.doc.markContent("Span", { actual: part.text });
        this.doc
          .font(part.font)
          .fontSize(size)
          .text(part.text, left, baseline, { lineBreak: false, baseline: "alphabetic" });
        if (part.actual) this.doc.endMarkedContent();
        left += this.partWidth(part) * size;
      }
    });
  }
}
