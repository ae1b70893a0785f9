import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The Content-Security-Policy nonce of this render ("" in the browser). */
export function useNonce(): string {
  return useContext(NonceContext);
}
