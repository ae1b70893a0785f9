import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";

export interface Faq {
  question: string;
  answer: string;
}

/** Questions that expand one at a time; Radix gives the buttons, aria-expanded and arrow keys. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
    >
      {faqs.map((faq, i) => (
        <Accordion.Item key={faq.question} value={`faq-${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group hover:bg-brand-50 flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold">
                {faq.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="text-muted px-5 pb-5 leading-relaxed">{faq.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
