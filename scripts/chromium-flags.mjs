// The flags every headless Chromium of the project starts with (the browser tests, the
// screenshots, the benchmarks): no sandbox or GPU in a container, and nothing in the background
// (updates, sync, QUIC probes, first-run pages) that would cost time or vary between runs.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
