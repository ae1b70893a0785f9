export * from "./auth";
export * from "./catalog";
export * from "./content";
export * from "./delivery";
export * from "./ordering";
export * from "./payments";
export * from "./messaging";
