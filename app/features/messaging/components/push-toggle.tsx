import { useEffect, useState } from "react";
import { CONSENT_LABELS } from "../consent";

const API = "/api/push/subscriptions";
const WORKER = "/sw.js";

type PushState = "checking" | "unsupported" | "blocked" | "off" | "on" | "busy" | "failed";

const NOTE: Partial<Record<PushState, string>> = {
  unsupported: "This browser cannot show notifications from websites.",
  blocked: "Notifications are blocked for this site in your browser's settings.",
  on: "This device shows our notifications.",
  failed: "That did not work: this browser could not reach its notification service. Please try again later.",
};

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function sendToShop(method: "POST" | "DELETE", body: unknown) {
  const response = await fetch(API, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${API} answered ${response.status}`);
}

/** Registers the service worker, asks the browser's permission and subscribes; the shop keeps the subscription. */
async function subscribe(): Promise<PushState> {
  const registration = await navigator.serviceWorker.register(WORKER, { scope: "/" });
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "blocked" : "off";
  await navigator.serviceWorker.ready;
  const { publicKey } = (await (await fetch(API)).json()) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendToShop("POST", subscription.toJSON());
  return "on";
}

/** Tells the shop to forget this device, then drops the browser's subscription. */
async function unsubscribe(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await sendToShop("DELETE", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return "off";
}

/**
 * "Send notifications to this device": ticking it registers the service worker (public/sw.js),
 * asks the browser's permission, subscribes with the shop's VAPID key and sends the subscription
 * to /api/push/subscriptions, which records the consent (source push-permission); unticking it
 * withdraws both. For a signed-in customer (My account → Messages and notifications).
 */
export function PushToggle({ id = "push-toggle" }: { id?: string }) {
  const [state, setState] = useState<PushState>("checking");

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    let live = true;
    currentSubscription()
      .then((subscription) => live && setState(subscription ? "on" : "off"))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setState("busy");
    try {
      setState(await (on ? subscribe() : unsubscribe()));
    } catch {
      setState("failed");
    }
  };

  const note = NOTE[state];
  const noteId = `${id}-note`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id={id}
          className="accent-brand-600 mt-0.5 size-4"
          checked={state === "on"}
          disabled={state === "checking" || state === "busy" || state === "unsupported" || state === "blocked"}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {CONSENT_LABELS.push}
        </label>
      </div>
      <p id={noteId} role="status" className="text-muted text-sm">
        {note ?? ""}
      </p>
    </div>
  );
}
