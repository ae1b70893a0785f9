export * from "./auth";
export * from "./catalog";
export * from "./content";
export * from "./settings";
export * from "./delivery";
export * from "./orders";
export * from "./payments";
export * from "./messaging";
