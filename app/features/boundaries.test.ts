/**
 * The features form a layered graph: whatever imports what, no two features import each other
 * (directly or round a longer cycle). ESLint's import zones keep imports to public entries; this
 * keeps the direction of those imports one-way. Tables: each feature's own schema file and the
 * allow-list in eslint.config.js (lint holds the imports; this, the raw SQL and the list itself).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
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

const root = fileURLToPath(new URL("../../", import.meta.url));
const schemaDir = join(root, "app/db/schema");

/** The allow-list and the feature → schema file map, as eslint.config.js declares them. */
async function schemaRules() {
  const config = new URL("../../eslint.config.js", import.meta.url).href;
  return (await import(/* @vite-ignore */ config)) as {
    schemaOf: Record<string, string>;
    schemaAllowList: Record<string, string[]>;
  };
}

/** SQL table name → the schema file (without .ts) that declares it. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith(".ts") && name !== "index.ts")) {
    for (const [, table] of readFileSync(join(schemaDir, file), "utf8").matchAll(/pgTable\(\s*"([a-z_]+)"/g)) {
      owners.set(table, file.replace(/\.ts$/, ""));
    }
  }
  return owners;
}

/**
 * The text of every sql`…` template in a module (its literal parts, nested templates apart), read
 * with a small scanner: SQL templates nest (sql`… ${isKitchenOrder(sql`status`)} …`).
 */
function sqlTexts(source: string): string[] {
  const texts: string[] = [];
  const scan = (at: number, inTemplate: { sql: boolean; text: string } | null): number => {
    let depth = 0;
    for (let i = at; i < source.length; i++) {
      const c = source[i];
      if (inTemplate && depth === 0) {
        if (c === "\\") {
          i++;
          continue;
        }
        if (c === "`") {
          if (inTemplate.sql) texts.push(inTemplate.text);
          return i;
        }
        if (c === "$" && source[i + 1] === "{") {
          depth = 1;
          i++;
          continue;
        }
        inTemplate.text += c;
        continue;
      }
      if (c === "/" && source[i + 1] === "/")
        i = source.indexOf("\n", i) === -1 ? source.length : source.indexOf("\n", i);
      else if (c === "/" && source[i + 1] === "*") i = source.indexOf("*/", i + 2) + 1;
      else if (c === '"' || c === "'") {
        for (i++; i < source.length && source[i] !== c; i++) if (source[i] === "\\") i++;
      } else if (c === "`") {
        const tagged = /\bsql(?:<[^>]*>)?\s*$/.test(source.slice(Math.max(0, i - 80), i));
        i = scan(i + 1, { sql: tagged, text: "" });
      } else if (inTemplate && c === "{") depth++;
      else if (inTemplate && c === "}" && --depth === 0) inTemplate.text += " ";
    }
    return source.length;
  };
  scan(0, null);
  return texts;
}

/** The schema files a module uses: imported (~/db/schema/<file>) or named as tables in raw SQL. */
function schemaFilesUsed(source: string, owners: Map<string, string>): { imported: Set<string>; inSql: Set<string> } {
  const imported = new Set([...source.matchAll(/from\s+"~\/db\/schema\/([a-z-]+)"/g)].map(([, file]) => file));
  const inSql = new Set<string>();
  for (const text of sqlTexts(source)) {
    for (const [, table] of text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)) {
      const owner = owners.get(table);
      if (owner) inSql.add(owner);
    }
  }
  return { imported, inSql };
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

  it("nothing imports the top of the layers: shop, campaigns and privacy (which composes the features' parts of a person's data)", () => {
    const graph = featureGraph();
    for (const top of ["shop", "campaigns", "privacy"])
      expect(
        [...graph].filter(([, targets]) => targets.has(top)).map(([name]) => name),
        top,
      ).toEqual([]);
    expect(graph.get("privacy")).toEqual(
      new Set([
        "accounts",
        "delivery",
        "giftcards",
        "messaging",
        "orders",
        "referrals",
        "rounds",
        "settings",
        "subscriptions",
        "wallet",
      ]),
    );
  });

  it("no feature imports another that imports it back, directly or round a cycle", () => {
    expect(findCycle(featureGraph())).toBeNull();
  });

  it("every schema file has an owning feature", async () => {
    const { schemaOf } = await schemaRules();
    const files = readdirSync(schemaDir)
      .filter((name) => name.endsWith(".ts") && name !== "index.ts")
      .map((name) => name.replace(/\.ts$/, ""));
    expect(files.filter((file) => !Object.values(schemaOf).includes(file))).toEqual([]);
    expect(Object.keys(schemaOf).filter((feature) => !features.includes(feature))).toEqual([]);
  });

  it("raw SQL names only the feature's own tables, or what the allow-list grants", async () => {
    const { schemaOf, schemaAllowList } = await schemaRules();
    const owners = tableOwners();
    const stray: string[] = [];
    for (const feature of features) {
      for (const file of sourceFiles(join(featuresDir, feature))) {
        const path = relative(root, file);
        const allowed = [schemaOf[feature], ...(schemaAllowList[path] ?? [])];
        const { inSql } = schemaFilesUsed(readFileSync(file, "utf8"), owners);
        for (const schema of inSql) if (!allowed.includes(schema)) stray.push(`${path} → ${schema}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it("the allow-list names modules that exist and only schema files they use", async () => {
    const { schemaOf, schemaAllowList } = await schemaRules();
    const owners = tableOwners();
    for (const [path, schemas] of Object.entries(schemaAllowList)) {
      expect(existsSync(join(root, path)), path).toBe(true);
      const feature = path.split("/")[2];
      const { imported, inSql } = schemaFilesUsed(readFileSync(join(root, path), "utf8"), owners);
      for (const schema of schemas) {
        expect(existsSync(join(schemaDir, `${schema}.ts`)), `${path} → ${schema}`).toBe(true);
        expect(schema, `${path} may import its own schema anyway`).not.toBe(schemaOf[feature]);
        expect(imported.has(schema) || inSql.has(schema), `${path} no longer uses ${schema}`).toBe(true);
      }
    }
  });

  it("reads the tables of nested SQL templates, not those of comments or strings", () => {
    const source = [
      "// select * from payments",
      'const note = "update subscriptions";',
      "const q = sql`select 1 from orders o ${and(sql`x`, sql<number>`(select 1 from order_lines)`)} left join menu_items m`;",
      "const text = `Delivery from collection_points`;",
    ].join("\n");
    expect([...schemaFilesUsed(source, tableOwners()).inSql].sort()).toEqual(["catalog", "orders"]);
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
