import PDFDocument from "pdfkit";
import { A4, type LabelLayout, sheetsOf } from "./label-layouts";
import { type PackingLabel, labelText } from "./label-text";
import { LINE_HEIGHT, PaperText, type Weight } from "./pdf-text.server";

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;
/** Inside the label's edge: printers drift a millimetre or so. */
const PADDING = pt(2.2);
const GAP = 0.8;
const MAX_SIZE = 8;
const MIN_SIZE = 4.75;

type Paragraph = {
  text: string;
  weight: Weight;
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
    { text: t.customer, weight: "bold", scale: 1.3, maxLines: 1 },
    { text: t.order, weight: "regular", scale: 1, cut: 3 },
    { text: t.dishes, weight: "regular", scale: 1, cut: 1 },
    ...t.allergens.map((text) => ({ text, weight: "bold" as const, scale: 1, cut: 5 })),
    ...(t.allergyNote ? [{ text: t.allergyNote, weight: "bold" as const, scale: 1, inverse: true, cut: 4 }] : []),
    { text: t.when, weight: "bold", scale: 1, cut: 6 },
    { text: t.storage, weight: "regular", scale: 0.9, cut: 2 },
  ];
}

const textWidth = (p: Paragraph, size: number, width: number) =>
  width - (p.reserve ? p.reserve * size + 3 : 0) - (p.inverse ? 2 : 0);

const lineHeight = (p: Paragraph, size: number) => size * p.scale * LINE_HEIGHT;

const linesOf = (paper: PaperText, p: Paragraph, size: number, width: number) =>
  paper.lines(p.text, p.weight, size * p.scale, textWidth(p, size, width), p.maxLines);

function heightOf(paper: PaperText, p: Paragraph, size: number, width: number) {
  // A highlighted paragraph's band reaches a point beyond its text, above and below.
  return linesOf(paper, p, size, width).length * lineHeight(p, size) + (p.inverse ? 2 : 0);
}

const totalHeight = (paper: PaperText, ps: Paragraph[], size: number, width: number) =>
  ps.reduce((sum, p) => sum + heightOf(paper, p, size, width) + GAP, -GAP);

/**
 * The largest size at which every paragraph fits; at the smallest size, paragraphs are cut to
 * fewer lines (dishes first, the allergens and the date last) until they fit, with an ellipsis.
 */
function fit(paper: PaperText, ps: Paragraph[], width: number, height: number) {
  for (let size = MAX_SIZE; size >= MIN_SIZE; size -= 0.25) {
    if (totalHeight(paper, ps, size, width) <= height) return { size, ps };
  }
  const cut = ps.map((p) => ({ ...p }));
  for (const p of [...cut].filter((q) => q.cut).sort((a, b) => a.cut! - b.cut!)) {
    const over = totalHeight(paper, cut, MIN_SIZE, width) - height;
    if (over <= 0) break;
    const lh = lineHeight(p, MIN_SIZE);
    const lines = linesOf(paper, p, MIN_SIZE, width).length;
    p.maxLines = Math.max(1, lines - Math.ceil(over / lh));
  }
  return { size: MIN_SIZE, ps: cut };
}

function drawLabel(doc: PDFKit.PDFDocument, paper: PaperText, label: PackingLabel, box: Rect) {
  const { x, y, w, h } = box;
  const width = w - 2 * PADDING;
  const boxOf = labelText(label).box;
  const reserve = paper.widthOf(boxOf, "bold", 1);
  const all = paragraphs(label).map((p, i) => (i === 0 ? { ...p, reserve } : p));
  const { size, ps } = fit(paper, all, width, h - 2 * PADDING);
  // Nothing is drawn outside the label, whatever the text.
  doc.save().rect(x, y, w, h).clip();
  let top = y + PADDING;
  // On the customer's line (set 1.3 times larger), baselines roughly level.
  paper.draw(paper.lines(boxOf, "bold", size, width), x + PADDING, top + size * 0.25, size, { alignRightIn: width });
  for (const p of ps) {
    const paraHeight = heightOf(paper, p, size, width);
    const inset = p.inverse ? 1 : 0;
    if (p.inverse) doc.rect(x + PADDING - 1, top, width + 2, paraHeight).fill("black");
    doc.fillColor(p.inverse ? "white" : "black");
    paper.draw(linesOf(paper, p, size, width), x + PADDING + inset, top + inset, size * p.scale);
    doc.fillColor("black");
    top += paraHeight + GAP;
  }
  doc.restore();
}

type Rect = { x: number; y: number; w: number; h: number };

/**
 * The labels as a PDF of A4 sheets laid out for the layout's label stock: one label per box in
 * packing order, a page per sheet. Text shrinks to fit its label, and is cut with an ellipsis
 * only when it cannot fit at the smallest readable size. Names, notes and dishes print in their
 * own script (pdf-text.server.ts).
 */
export async function labelsPdf(labels: PackingLabel[], layout: LabelLayout, title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: "Dabba" },
  });
  const paper = new PaperText(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const sheets = sheetsOf(labels, layout);
  if (sheets.length === 0) {
    doc.addPage({ size: [pt(A4.width), pt(A4.height)], margin: 0 });
    paper.draw(paper.lines(`${title}: no boxes to label.`, "regular", 12, pt(170)), pt(20), pt(20), 12);
  }
  for (const sheet of sheets) {
    doc.addPage({ size: [pt(A4.width), pt(A4.height)], margin: 0 });
    sheet.forEach((label, i) => {
      const column = i % layout.columns;
      const row = Math.floor(i / layout.columns);
      const x = pt(layout.marginLeft + column * (layout.labelWidth + layout.columnGap));
      const y = pt(layout.marginTop + row * layout.labelHeight);
      drawLabel(doc, paper, label, { x, y, w: pt(layout.labelWidth), h: pt(layout.labelHeight) });
    });
  }
  doc.end();
  return done;
}
