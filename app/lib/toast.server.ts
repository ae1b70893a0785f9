import { createCookie, redirect } from "react-router";

export interface Toast {
  id: string;
  title: string;
  description?: string;
  type: "success" | "error" | "info";
}

const toastCookie = createCookie("dabba_toast", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

/** Adds a one-shot toast to a response (shown on the next page the browser renders). */
export async function toastHeaders(toast: Omit<Toast, "id">, headers = new Headers()): Promise<Headers> {
  headers.append("Set-Cookie", await toastCookie.serialize({ ...toast, id: crypto.randomUUID() }));
  return headers;
}

export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, init?: ResponseInit): Promise<Response> {
  const headers = await toastHeaders(toast, new Headers(init?.headers));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const value = await toastCookie.parse(request.headers.get("Cookie"));
  const headers = new Headers();
  if (!value) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  return { toast: value as Toast, headers };
}
