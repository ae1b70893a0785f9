import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Nothing is merged: the UI kit's own styles are component classes (ui.css)
 * that any utility passed in overrides by the cascade, so no merging library ships to the browser.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
