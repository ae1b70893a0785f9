/** SQL that adds `count` past orders to a database holding the demo business (bench/past-orders.mjs). */
export function pastOrdersSql(count: number): string[];
