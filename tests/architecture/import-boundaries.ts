import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

// The import rules of docs/architecture.md, checked over the source tree:
// - src/shared imports neither src/client nor src/server;
// - src/client never imports src/server;
// - a client feature (src/client/features/A/**) takes from another feature B only B's `api.ts`
//   or B's public `index.ts`;
// - a server feature (src/server/features/A/**) takes from another feature B only B's `service.ts`.
// Type-only imports count: a type is part of the code it comes from.

/** One import that breaks a rule: who imports what (paths from the repository root, with `/`). */
export interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** The module specifiers a TypeScript or TSX source names: static, re-exports, `import()`, `import('x').T`. */
export function importSpecifiers(fileName: string, source: string): string[] {
  const lang = fileName.endsWith('.tsx') ? 'tsx' : 'ts';
  const { program, errors } = parseSync(fileName, source, { lang });
  if (errors.length > 0) throw new Error(`${fileName} does not parse: ${errors[0].message}`);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const carriesSource =
      record.type === 'ImportDeclaration' ||
      record.type === 'ExportNamedDeclaration' ||
      record.type === 'ExportAllDeclaration' ||
      record.type === 'ImportExpression' ||
      record.type === 'TSImportType';
    const specifier = record.source as { type?: string; value?: unknown } | null | undefined;
    if (carriesSource && specifier?.type === 'Literal' && typeof specifier.value === 'string') {
      found.push(specifier.value);
    }
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'source' && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found;
}

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, among `files`; a package name gives undefined. */
export function resolveImport(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const withoutJs = base.replace(/\.js$/, '');
  for (const candidate of [base, withoutJs]) {
    for (const extension of extensions) {
      if (files.has(candidate + extension)) return candidate + extension;
    }
  }
  // A file we do not parse (a stylesheet): its path still says which side it is on.
  return base;
}

function featureOf(file: string, side: 'client' | 'server'): string | undefined {
  const prefix = `src/${side}/features/`;
  return file.startsWith(prefix) ? file.slice(prefix.length).split('/')[0] : undefined;
}

/** The rule an import from `from` to `to` breaks, if any. */
export function brokenRule(from: string, to: string): string | undefined {
  if (from.startsWith('src/shared/') && (to.startsWith('src/client/') || to.startsWith('src/server/'))) {
    return 'src/shared imports neither client nor server code';
  }
  if (from.startsWith('src/client/') && to.startsWith('src/server/')) {
    return 'src/client never imports src/server';
  }
  const clientFrom = featureOf(from, 'client');
  const clientTo = featureOf(to, 'client');
  if (clientFrom && clientTo && clientFrom !== clientTo) {
    const publicFiles = [
      `src/client/features/${clientTo}/api.ts`,
      `src/client/features/${clientTo}/index.ts`,
    ];
    if (!publicFiles.includes(to)) {
      return `a client feature takes only api.ts or index.ts of another feature (${clientTo})`;
    }
  }
  const serverFrom = featureOf(from, 'server');
  const serverTo = featureOf(to, 'server');
  if (
    serverFrom &&
    serverTo &&
    serverFrom !== serverTo &&
    to !== `src/server/features/${serverTo}/service.ts`
  ) {
    return `a server feature takes only service.ts of another feature (${serverTo})`;
  }
  return undefined;
}

/** Every broken rule in `sources` (repository-relative path → source text), sorted by importer. */
export function findViolations(sources: ReadonlyMap<string, string>): Violation[] {
  const files = new Set(sources.keys());
  const violations: Violation[] = [];
  for (const [from, source] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(from, source)) {
      const to = resolveImport(from, specifier, files);
      if (to) targets.add(to);
    }
    for (const to of [...targets].sort()) {
      const rule = brokenRule(from, to);
      if (rule) violations.push({ from, to, rule });
    }
  }
  return violations;
}

/** The TypeScript sources under `dir` of the repository at `root`, keyed by repository-relative path. */
export function readSources(root: string, dir: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name)) sources.set(child, readFileSync(path.join(root, child), 'utf8'));
    }
  };
  walk(dir);
  return sources;
}
