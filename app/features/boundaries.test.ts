/**
 * The features form a layered graph: whatever imports what, no two features import each other
 * (directly or round a longer cycle). ESLint's import zones keep imports to public entries; this
 * keeps the direction of those imports one-way.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const featuresDir = fileURLToPath(new URL(".", import.meta.url));
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** feature → the other features its (non-test) modules import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map(features.map((name) => [name, new Set<string>()]));
  for (const feature of features) {
    for (const file of sourceFiles(join(featuresDir, feature))) {
      for (const [, target] of readFileSync(file, "utf8").matchAll(/from\s+"~\/features\/([a-z-]+)\//g)) {
        if (target !== feature) graph.get(feature)!.add(target);
      }
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...path.slice(path.indexOf(node)), node];
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe("feature boundaries", () => {
  it("reads the features and their imports", () => {
    const graph = featureGraph();
    expect(features).toEqual(expect.arrayContaining(["cart", "catalog", "orders", "payments", "settings", "shop"]));
    expect(graph.get("payments")).toContain("orders");
  });

  it("no feature imports another that imports it back, directly or round a cycle", () => {
    expect(findCycle(featureGraph())).toBeNull();
  });

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(findCycle(graph)).toEqual(["a", "b", "c", "a"]);
  });
});
