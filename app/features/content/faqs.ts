import type { BoxOffer } from "~/features/catalog/public";
import type { Faq } from "./components/faq-list";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface FaqSettings {
  businessName: string;
  areaServed: string;
  cutoffWeekday: number;
}

/** "Essentials is a fixed box of the weekend's 4 dishes for the cuisine you choose." */
function boxSentence(box: Pick<BoxOffer, "name" | "kind" | "dishCount">): string {
  return box.kind === "fixed"
    ? `${box.name} is a fixed box of the weekend's ${box.dishCount} dishes for the cuisine you choose.`
    : `${box.name} lets you pick one dish from each group from the weekend's whole menu.`;
}

/**
 * The six questions of the FAQs page; the area and the order cutoff come from the settings, the
 * ways to order from the active box types.
 */
export function buildFaqs(settings: FaqSettings, boxes: Array<Pick<BoxOffer, "name" | "kind" | "dishCount">>): Faq[] {
  const area = settings.areaServed || "our local area";
  const cutoff = WEEKDAYS[settings.cutoffWeekday] ?? "Wednesday";
  return [
    {
      question: "When and where do you deliver?",
      answer: `We deliver on Saturdays and Sundays to ${area}. You choose the delivery date when you order.`,
    },
    {
      question: "What's in a box?",
      answer:
        "Every box has four dishes: rice, a dal or legume dish, a vegetable dish, and a meat or fish dish (or an extra vegetable dish if you choose vegetarian).",
    },
    {
      question: "What can I order?",
      answer: [
        ...boxes.map(boxSentence),
        "Custom lets you choose any dishes in any quantity, which is also how you order catering.",
      ].join(" "),
    },
    {
      question: "Do you have vegetarian options?",
      answer:
        "Yes. Every box can be ordered vegetarian, and many of our dishes are vegan. We are expanding our vegan range week by week.",
    },
    {
      question: "When do I need to order by?",
      answer: `Order by ${cutoff} for delivery that weekend. We cook everything fresh to order, so later orders go to the following weekend.`,
    },
    {
      question: "Which areas do you deliver to?",
      answer: `We currently deliver to ${area}. Check your postcode when you order; if we do not reach you yet, leave your email and we will tell you when we do.`,
    },
  ];
}
