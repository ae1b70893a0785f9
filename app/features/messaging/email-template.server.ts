export interface EmailContent {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Rows shown as a simple two-column table (e.g. order lines). */
  rows?: Array<[string, string]>;
  footer?: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Renders one email as HTML (inline styles, for mail clients) and its plain-text part. */
export function renderEmail(businessName: string, content: EmailContent): { html: string; text: string } {
  const e = escapeHtml;
  const rows = content.rows?.length
    ? `<table style="width:100%;border-collapse:collapse;margin:16px 0">${content.rows
        .map(
          ([a, b]) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${e(a)}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right">${e(b)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${e(content.button.url)}" style="background:#b45309;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(content.button.label)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;background:#fdf8f3;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
<p style="font-weight:bold;color:#b45309;margin:0 0 16px">${e(businessName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${e(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${e(p)}</p>`).join("\n")}
${rows}${button}
${content.footer ? `<p style="color:#78716c;font-size:12px">${e(content.footer)}</p>` : ""}
</div></body></html>`;
  const text = [
    businessName,
    "",
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.rows?.map(([a, b]) => `${a}: ${b}`) ?? []),
    ...(content.button ? ["", `${content.button.label}: ${content.button.url}`] : []),
    ...(content.footer ? ["", content.footer] : []),
  ].join("\n");
  return { html, text };
}
