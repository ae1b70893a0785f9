/** The usage contexts of website images (spec, Images tab), with what each one is for. */
export const IMAGE_CONTEXTS = [
  { value: "header-logo", label: "header-logo: header logo" },
  { value: "footer-logo", label: "footer-logo: footer logo" },
  { value: "hero", label: "hero: homepage hero section" },
  { value: "how-it-works", label: "how-it-works: 4 step images, in order" },
  { value: "whats-included", label: "whats-included: 4 components, in order" },
  { value: "cooking-philosophy", label: "cooking-philosophy: 6 icons, in order" },
  { value: "weekly-dishes", label: "weekly-dishes: managed in menu management" },
  { value: "menu-hero", label: "menu-hero: Menu page hero" },
  { value: "how-it-works-hero", label: "how-it-works-hero: How it works page hero" },
  { value: "about-us-hero", label: "about-us-hero: About us page hero" },
  { value: "faqs-hero", label: "faqs-hero: FAQs page hero" },
  { value: "get-in-touch-hero", label: "get-in-touch-hero: Get in touch page hero" },
  { value: "about-us", label: "about-us: About us page" },
  { value: "menu-item", label: "menu-item: menu item" },
  { value: "general", label: "general" },
] as const;

export const IMAGE_CONTEXT_VALUES = IMAGE_CONTEXTS.map((c) => c.value) as string[];

export function isImageContext(value: unknown): value is string {
  return typeof value === "string" && IMAGE_CONTEXT_VALUES.includes(value);
}
