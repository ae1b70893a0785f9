import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";

/**
 * What a page's loader gives its component, for a page kept in its feature: the loader's value,
 * unwrapped from `data(…)` (status and headers are the route's business, not the page's); a Response
 * (a redirect) never reaches the page.
 */
export type PageData<Loader extends (...args: never[]) => unknown> = Exclude<
  Unwrap<Awaited<ReturnType<Loader>>>,
  Response
>;

type Unwrap<T> = T extends DataWithResponseInit<infer D> ? D : T;
