import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, readSources, resolveImport } from './import-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The circles of imports among `sources` (each a sorted list of files that reach one another), with
 * type-only imports counted: a module and its schema never import each other.
 */
export function importCycles(sources: ReadonlyMap<string, string>): string[][] {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [from, source] of sources) {
    const targets = importSpecifiers(from, source)
      .map((specifier) => resolveImport(from, specifier, files))
      .filter((to): to is string => to !== undefined && files.has(to));
    graph.set(from, targets);
  }
  // Tarjan's strongly connected components.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) as number, order.get(to) as number));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!order.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('are none among the shared contracts (src/shared)', () => {
    expect(importCycles(readSources(root, 'src/shared'))).toEqual([]);
  });

  it('are none among the database schema files (src/server/db/schema)', () => {
    expect(importCycles(readSources(root, 'src/server/db/schema'))).toEqual([]);
  });

  it('are found, type-only imports included', () => {
    const sources = new Map([
      ['src/shared/a.ts', "import type { B } from './b';"],
      ['src/shared/b.ts', "import { c } from './c';"],
      ['src/shared/c.ts', "export { a } from './a';"],
      ['src/shared/d.ts', "import { a } from './a';"],
    ]);
    expect(importCycles(sources)).toEqual([['src/shared/a.ts', 'src/shared/b.ts', 'src/shared/c.ts']]);
  });
});
