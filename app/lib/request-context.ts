import { createContext } from "react-router";

/** What the Node server knows about a request and hands to React Router (server/app.ts). */
export interface RequestInfo {
  /** The client's address as the Node server saw it. */
  clientIp: string;
  /** The per-request Content-Security-Policy nonce for inline scripts. */
  cspNonce: string;
}

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown", cspNonce: "" });
