import PDFDocument from "pdfkit";
import { A4, type LabelLayout, sheetsOf } from "./label-layouts";
import { type PackingLabel, labelText } from "./label-text";

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
/** Inside the label's edge: printers drift a millimetre or so. */
const PADDING = pt(2.2);
const GAP = 0.8;
const MAX_SIZE = 8;
const MIN_SIZE = 4.75;

// The standard fonts are encoded in WinAnsi (Latin-1 plus € – — ‘ ’ “ ” … • ™ and a few more);
// any other character would print as a wrong glyph, so it is spelt without accents or replaced.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Letters with a stroke, which have no decomposition. */
const STROKED: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };
function winAnsi(text: string): string {
  return [...text.normalize("NFC")]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
      const plain = STROKED[ch] ?? ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return /^[\x20-\x7e]+$/.test(plain) ? plain : "?";
    })
    .join("");
}

type Paragraph = {
  text: string;
  font: string;
  /** Of the label's font size. */
  scale: number;
  /** Printed white on black (the customer's allergy note). */
  inverse?: boolean;
  /** Cut first, to a line at least, when the label cannot hold everything at the smallest size. */
  cut?: number;
  /** Room kept on the right of the first paragraph for "Box n of m": its width at font size 1. */
  reserve?: number;
  /** Lines it may take (set when it is cut). */
  maxLines?: number;
};

function paragraphs(label: PackingLabel): Paragraph[] {
  const t = labelText(label);
  return [
    { text: t.customer, font: BOLD, scale: 1.3, maxLines: 1 },
    { text: t.order, font: REGULAR, scale: 1, cut: 3 },
    { text: t.dishes, font: REGULAR, scale: 1, cut: 1 },
    ...t.allergens.map((text) => ({ text, font: BOLD, scale: 1, cut: 5 })),
    ...(t.allergyNote ? [{ text: t.allergyNote, font: BOLD, scale: 1, inverse: true, cut: 4 }] : []),
    { text: t.when, font: BOLD, scale: 1, cut: 6 },
    { text: t.storage, font: REGULAR, scale: 0.9, cut: 2 },
  ].map((p) => ({ ...p, text: winAnsi(p.text) }));
}

type Doc = PDFKit.PDFDocument;

const textWidth = (p: Paragraph, size: number, width: number) =>
  width - (p.reserve ? p.reserve * size + 3 : 0) - (p.inverse ? 2 : 0);

function lineHeight(doc: Doc, p: Paragraph, size: number) {
  return doc
    .font(p.font)
    .fontSize(size * p.scale)
    .currentLineHeight(true);
}

function heightOf(doc: Doc, p: Paragraph, size: number, width: number) {
  const full = doc
    .font(p.font)
    .fontSize(size * p.scale)
    .heightOfString(p.text, { width: textWidth(p, size, width) });
  const lh = lineHeight(doc, p, size);
  // A highlighted paragraph's band reaches a point beyond its text, above and below.
  return (p.maxLines ? Math.min(full, p.maxLines * lh) : full) + (p.inverse ? 2 : 0);
}

const totalHeight = (doc: Doc, ps: Paragraph[], size: number, width: number) =>
  ps.reduce((sum, p) => sum + heightOf(doc, p, size, width) + GAP, -GAP);

/**
 * The largest size at which every paragraph fits; at the smallest size, paragraphs are cut to
 * fewer lines (dishes first, the allergens and the date last) until they fit, with an ellipsis.
 */
function fit(doc: Doc, ps: Paragraph[], width: number, height: number) {
  for (let size = MAX_SIZE; size >= MIN_SIZE; size -= 0.25) {
    if (totalHeight(doc, ps, size, width) <= height) return { size, ps };
  }
  const cut = ps.map((p) => ({ ...p }));
  for (const p of [...cut].filter((q) => q.cut).sort((a, b) => a.cut! - b.cut!)) {
    const over = totalHeight(doc, cut, MIN_SIZE, width) - height;
    if (over <= 0) break;
    const lh = lineHeight(doc, p, MIN_SIZE);
    const lines = Math.round(heightOf(doc, p, MIN_SIZE, width) / lh);
    p.maxLines = Math.max(1, lines - Math.ceil(over / lh));
  }
  return { size: MIN_SIZE, ps: cut };
}

function drawLabel(doc: Doc, label: PackingLabel, x: number, y: number, w: number, h: number) {
  const width = w - 2 * PADDING;
  const box = labelText(label).box;
  const reserve = doc.font(BOLD).fontSize(1).widthOfString(box);
  const all = paragraphs(label).map((p, i) => (i === 0 ? { ...p, reserve } : p));
  const { size, ps } = fit(doc, all, width, h - 2 * PADDING);
  // Nothing is drawn outside the label, whatever the text.
  doc.save().rect(x, y, w, h).clip();
  let top = y + PADDING;
  doc
    .font(BOLD)
    .fontSize(size)
    // On the customer's line (set 1.3 times larger), baselines roughly level.
    .text(box, x + PADDING, top + size * 0.25, { width, align: "right", lineBreak: false });
  for (const p of ps) {
    const lh = lineHeight(doc, p, size);
    const paraHeight = heightOf(doc, p, size, width);
    const inset = p.inverse ? 1 : 0;
    const wrapWidth = textWidth(p, size, width);
    if (p.inverse) doc.rect(x + PADDING - 1, top, width + 2, paraHeight).fill("black");
    doc
      .fillColor(p.inverse ? "white" : "black")
      .font(p.font)
      .fontSize(size * p.scale)
      .text(p.text, x + PADDING + inset, top + inset, {
        width: wrapWidth,
        lineGap: 0,
        ...(p.maxLines ? { height: p.maxLines * lh + 0.01, ellipsis: true } : {}),
      });
    doc.fillColor("black");
    top += paraHeight + GAP;
  }
  doc.restore();
}

/**
 * The labels as a PDF of A4 sheets laid out for the layout's label stock: one label per box in
 * packing order, a page per sheet. Text shrinks to fit its label, and is cut with an ellipsis
 * only when it cannot fit at the smallest readable size.
 */
export async function labelsPdf(labels: PackingLabel[], layout: LabelLayout, title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: "Dabba" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const sheets = sheetsOf(labels, layout);
  if (sheets.length === 0) {
    doc.addPage({ size: [pt(A4.width), pt(A4.height)], margin: 0 });
    doc
      .font(REGULAR)
      .fontSize(12)
      .text(winAnsi(`${title}: no boxes to label.`), pt(20), pt(20));
  }
  for (const sheet of sheets) {
    doc.addPage({ size: [pt(A4.width), pt(A4.height)], margin: 0 });
    sheet.forEach((label, i) => {
      const column = i % layout.columns;
      const row = Math.floor(i / layout.columns);
      const x = pt(layout.marginLeft + column * (layout.labelWidth + layout.columnGap));
      const y = pt(layout.marginTop + row * layout.labelHeight);
      drawLabel(doc, label, x, y, pt(layout.labelWidth), pt(layout.labelHeight));
    });
  }
  doc.end();
  return done;
}
