import { useLayoutEffect, useRef } from "react";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { type LabelLayout, sheetsOf } from "../label-layouts";
import { type PackingLabel, labelText } from "../label-text";

const MAX_PT = 8;
const MIN_PT = 4.75;

/**
 * The print CSS of a layout: A4 with the sheet's own margins (the bottom one a little smaller, so
 * rounding never pushes a sheet's last row onto a page of its own), a page per sheet, and none
 * of the admin chrome, toasts or the test-mode banner.
 */
export function labelsPrintCss(layout: LabelLayout) {
  return `@media print {
  @page { size: A4; margin: ${layout.marginTop}mm ${layout.marginLeft}mm ${layout.marginTop - 1}mm; }
  body > div.bg-amber-300, header, [data-sonner-toaster] { display: none !important; }
  body, body > div, main { background: white !important; padding: 0 !important; margin: 0 !important; }
}`;
}

/** One label: its text shrinks until it fits; what still does not is hidden, never spilled. */
function Label({ label, layout }: { label: PackingLabel; layout: LabelLayout }) {
  const ref = useRef<HTMLDivElement>(null);
  const t = labelText(label);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      for (let size = MAX_PT; size >= MIN_PT; size -= 0.25) {
        el.style.fontSize = `${size}pt`;
        if (el.scrollHeight <= el.clientHeight) break;
      }
    };
    fit();
    // A script's font may arrive after the first fit (pages load them when they show that script):
    // measured with the fallback's metrics, the text would then spill or sit too small.
    let current = true;
    document.fonts?.ready.then(() => current && fit());
    document.fonts?.addEventListener("loadingdone", fit);
    return () => {
      current = false;
      document.fonts?.removeEventListener("loadingdone", fit);
    };
  }, [label, layout]);
  return (
    <article
      ref={ref}
      aria-label={`${t.customer}, ${t.box}`}
      className="flex flex-col gap-[0.1em] overflow-hidden border border-dashed border-stone-300 bg-white p-[2.2mm] leading-[1.15] text-black print:border-transparent"
      style={{ width: `${layout.labelWidth}mm`, height: `${layout.labelHeight}mm`, fontSize: `${MAX_PT}pt` }}
    >
      <div className="flex items-baseline justify-between gap-[0.5em] font-bold">
        <span className="truncate text-[1.3em]">{t.customer}</span>
        <span className="shrink-0">{t.box}</span>
      </div>
      <p>{t.order}</p>
      <p>{t.dishes}</p>
      {t.allergens.map((line) => (
        <p key={line} className="font-bold">
          {line}
        </p>
      ))}
      {t.allergyNote ? <p className="bg-black px-[0.2em] py-[0.1em] font-bold text-white">{t.allergyNote}</p> : null}
      <p className="font-bold">{t.when}</p>
      <p className="text-[0.9em]">{t.storage}</p>
    </article>
  );
}

/** The labels on A4 sheets of the layout, as they print: on screen each sheet is drawn as paper. */
export function LabelSheets({ labels, layout }: { labels: PackingLabel[]; layout: LabelLayout }) {
  return (
    // On a phone the A4 sheets scroll sideways inside their box (centred only while they fit).
    <HorizontalScroll
      label="Sheets to print"
      scrollerClassName="flex flex-col items-center-safe gap-8 print:block print:gap-0"
    >
      {sheetsOf(labels, layout).map((sheet, i) => (
        <section
          key={i}
          aria-label={`Sheet ${i + 1}`}
          className="shrink-0 bg-white shadow-md ring-1 ring-stone-200 print:min-h-0! print:w-auto! print:break-after-page print:p-0! print:shadow-none print:ring-0 print:last:break-after-auto"
          style={{ width: "210mm", minHeight: "297mm", padding: `${layout.marginTop}mm ${layout.marginLeft}mm 0` }}
        >
          <div
            className="grid"
            style={{
              gridTemplateColumns: `repeat(${layout.columns}, ${layout.labelWidth}mm)`,
              gridAutoRows: `${layout.labelHeight}mm`,
              columnGap: `${layout.columnGap}mm`,
            }}
          >
            {sheet.map((label) => (
              <Label key={label.key} label={label} layout={layout} />
            ))}
          </div>
        </section>
      ))}
    </HorizontalScroll>
  );
}
