/** The flags every headless Chromium of the project starts with (scripts/chromium-flags.mjs). */
export const CHROMIUM_FLAGS: string[];
