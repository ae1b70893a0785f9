/**
 * PECR: nothing is pre-ticked. The fieldset every form shows (sign-up, checkout, My account) has one
 * unticked box per topic, in CONSENT_LABELS' words, ticked only where the person ticked it before.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONSENT_LABELS } from "../consent";
import { ConsentChoicesSchema, FORM_CONSENT_TOPICS } from "../consent-schemas";
import { ConsentFields } from "./consent-fields";

const checkboxes = (html: string) => [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]);

describe("the consent fieldset", () => {
  it("asks each topic with its label, none ticked", () => {
    const html = renderToStaticMarkup(<ConsentFields idPrefix="t" />);
    const boxes = checkboxes(html);
    expect(boxes).toHaveLength(4);
    expect(boxes.some((box) => box.includes("checked"))).toBe(false);
    for (const topic of FORM_CONSENT_TOPICS) {
      expect(html).toContain(`value="${topic}"`);
      expect(html).toContain(CONSENT_LABELS[topic]);
    }
    // Push needs the browser's permission: no form asks it with a checkbox.
    expect(html).not.toContain(CONSENT_LABELS.push);
  });

  it("ticks only what was chosen before (My account), and asks a mobile when told", () => {
    const html = renderToStaticMarkup(
      <ConsentFields idPrefix="t" chosen={{ sms: true }} phone={{ name: "phone", defaultValue: "+447400123456" }} />,
    );
    const ticked = checkboxes(html).filter((box) => box.includes("checked"));
    expect(ticked).toHaveLength(1);
    expect(ticked[0]).toContain('value="sms"');
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="\+447400123456"/);
  });
});

describe("ConsentChoicesSchema", () => {
  it("reads no box, one box or several, as every topic and whether it was ticked", () => {
    const none = { "email-news": false, sms: false, whatsapp: false, "sms-order-updates": false };
    expect(ConsentChoicesSchema.parse(undefined)).toEqual(none);
    expect(ConsentChoicesSchema.parse([])).toEqual(none);
    expect(ConsentChoicesSchema.parse("sms")).toEqual({ ...none, sms: true });
    expect(ConsentChoicesSchema.parse(["email-news", "whatsapp"])).toEqual({
      ...none,
      "email-news": true,
      whatsapp: true,
    });
  });

  it("refuses a topic no form asks (push is given by the device)", () => {
    expect(ConsentChoicesSchema.safeParse(["push"]).success).toBe(false);
    expect(ConsentChoicesSchema.safeParse(["everything"]).success).toBe(false);
  });
});
