declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as the Node server saw it (absent under `react-router dev`). */
    clientIp?: string;
    /** The per-request Content-Security-Policy nonce for inline scripts. */
    cspNonce?: string;
  }
}

export {};
