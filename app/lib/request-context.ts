import { createContext } from "react-router";

/** What the Node server knows about a request and hands to React Router (server/app.ts). */
export interface RequestInfo {
  /**
   * The client's address: the socket's, or through TRUSTED_PROXIES only, the nearest address in
   * X-Forwarded-For that is not a trusted proxy (server/proxy.ts); "unknown" without a socket.
   */
  clientIp: string;
  /** The per-request Content-Security-Policy nonce for inline scripts. */
  cspNonce: string;
}

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown", cspNonce: "" });
