import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Toasts, with sonner loaded only when the first one is shown: most visits never need one, so
 * public pages do not download it. This module is the only one that touches sonner (lint checks).
 * A toast raised before the Toaster has mounted is replayed by sonner when it subscribes.
 */
interface ToastOptions {
  id?: string | number;
  description?: string;
}
type Kind = "message" | "success" | "error";

let sonner: Promise<typeof import("sonner")> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, title: string, options?: ToastOptions) {
  requested = true;
  // Every toast tells the Toaster, which mounts on the first and measures the header on each.
  listeners.forEach((listener) => listener());
  sonner ??= import("sonner");
  void sonner.then(({ toast: sonnerToast }) => (kind === "message" ? sonnerToast : sonnerToast[kind])(title, options));
}

export const toast = Object.assign((title: string, options?: ToastOptions) => show("message", title, options), {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
});

/** Shows a toast in the shape loaders and actions send them. */
export function showToast(t: { type: "success" | "error" | "info"; title: string; id?: string; description?: string }) {
  show(t.type === "info" ? "message" : t.type, t.title, { id: t.id, description: t.description });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SonnerToaster = lazy(() => (sonner ??= import("sonner")).then((m) => ({ default: m.Toaster })));

// sonner's light rich colours are just under 4.5:1 on their backgrounds; darker text passes AA.
const TOAST_COLOURS = {
  "--success-text": "#166534",
  "--error-text": "#991b1b",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
} as React.CSSProperties;

/**
 * How far down the page's header ([data-page-header]) reaches on screen: toasts start below it, so
 * they never cover the header (the site's sticky one, or the back-office's while it is in view).
 * Measured when a toast shows and as the page scrolls or resizes.
 */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const header = document.querySelector("[data-page-header]");
      setBottom(Math.max(0, Math.ceil(header?.getBoundingClientRect().bottom ?? 0)));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const unsubscribe = subscribe(schedule);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
  return bottom;
}

/** Mounts sonner's Toaster once a toast has been asked for (never during server rendering). */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return <PlacedToaster />;
}

function PlacedToaster() {
  const headerBottom = useHeaderBottom();
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        offset={{ top: headerBottom + 16 }}
        mobileOffset={{ top: headerBottom + 12 }}
        richColors
        closeButton
        style={TOAST_COLOURS}
      />
    </Suspense>
  );
}
