import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

// The import rules of docs/architecture.md, checked over the source tree:
// - src/shared imports neither src/client nor src/server;
// - src/client never imports src/server;
// - a client feature (src/client/features/A/**) takes from another feature B only B's `api.ts`
//   or B's public `index.ts`;
// - a server feature (src/server/features/A/**) takes from another feature B only B's `service.ts`,
//   or B's `request.ts` (what a request says about who asks: the members' session cookie);
// - a service takes plain arguments: no `service.ts` names FastifyRequest or FastifyReply;
// - a server route file (`routes.ts`, `*-routes.ts`) calls services: it imports no repository and
//   reads no kept count (`app.counts`);
// - no file re-exports a repository (`export … from './repository'`, or a repository function
//   exported under the feature's name, `export const x = repository.y`): other features reach
//   rows through what a service does with them;
// - only the payments feature (src/server/features/payments/) reaches the payment provider:
//   no other file names `app.payments` or imports src/server/adapters/payments/ (app.ts, which
//   makes the provider, aside); features call the payments service instead;
// - no import cycle, between files anywhere in src (shared, client and server) or between
//   features: a feature that needs another's answer in return registers a hook instead.
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

const isRouteFile = (file: string) =>
  file.startsWith('src/server/features/') && /(^|\/|-)routes\.ts$/.test(file);
const isRepositoryFile = (file: string) => /(^|\/|-)repository\.ts$/.test(file);

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
  if (isRouteFile(from) && isRepositoryFile(to)) {
    return 'a route calls services, never a repository';
  }
  const serverFrom = featureOf(from, 'server');
  const serverTo = featureOf(to, 'server');
  if (
    serverFrom &&
    serverTo &&
    serverFrom !== serverTo &&
    to !== `src/server/features/${serverTo}/service.ts` &&
    to !== `src/server/features/${serverTo}/request.ts`
  ) {
    return `a server feature takes only service.ts or request.ts of another feature (${serverTo})`;
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

/** Each file's imports of other files of `sources` (type-only, re-exports and `import()` included). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const files = new Set(sources.keys());
  const graph = new Map<string, Set<string>>();
  for (const [from, source] of sources) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(from, source)) {
      const to = resolveImport(from, specifier, files);
      if (to && files.has(to) && to !== from) targets.add(to);
    }
    graph.set(from, targets);
  }
  return graph;
}

/**
 * The circles of a graph: each group of nodes that reach each other (Tarjan's strongly connected
 * components of more than one node), its members sorted, the groups sorted by their first member.
 */
export function circlesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The feature a file belongs to, named with its side (`server/events`), or undefined. */
function featureKey(file: string): string | undefined {
  for (const side of ['client', 'server'] as const) {
    const feature = featureOf(file, side);
    if (feature) return `${side}/${feature}`;
  }
  return undefined;
}

/** Circles between files, anywhere in `sources`. */
export function fileCircles(sources: ReadonlyMap<string, string>): string[][] {
  return circlesOf(importGraph(sources));
}

/** Circles between features: feature A imports B (any file of it) and B, by some path, imports A. */
export function featureCircles(sources: ReadonlyMap<string, string>): string[][] {
  const features = new Map<string, Set<string>>();
  for (const [from, targets] of importGraph(sources)) {
    const a = featureKey(from);
    if (!a) continue;
    const edges = features.get(a) ?? new Set<string>();
    features.set(a, edges);
    for (const to of targets) {
      const b = featureKey(to);
      if (b && b !== a) edges.add(b);
    }
  }
  return circlesOf(features);
}

/**
 * Places where a file hands out its repository: `export … from` a repository file (types
 * included), or `export const x = repository.y` (a repository function under a new name).
 */
export function repositoryLeaks(sources: ReadonlyMap<string, string>): Violation[] {
  const files = new Set(sources.keys());
  const leaks: Violation[] = [];
  for (const [from, source] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    if (isRepositoryFile(from)) continue;
    const lang = from.endsWith('.tsx') ? 'tsx' : 'ts';
    const { program } = parseSync(from, source, { lang });
    const namespaces = new Map<string, string>();
    for (const statement of program.body as unknown as Record<string, unknown>[]) {
      const specifier = (statement.source as { value?: unknown } | null | undefined)?.value;
      const to = typeof specifier === 'string' ? resolveImport(from, specifier, files) : undefined;
      if (statement.type === 'ImportDeclaration' && to && isRepositoryFile(to)) {
        for (const named of statement.specifiers as { type: string; local: { name: string } }[]) {
          if (named.type === 'ImportNamespaceSpecifier') namespaces.set(named.local.name, to);
        }
      }
      if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && to) {
        if (isRepositoryFile(to)) leaks.push({ from, to, rule: 're-exports a repository' });
        continue;
      }
      const declaration = statement.declaration as
        | {
            type: string;
            declarations?: { init?: { type: string; object?: { type: string; name?: string } } }[];
          }
        | null
        | undefined;
      if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration')
        continue;
      for (const declared of declaration.declarations ?? []) {
        const init = declared.init;
        const owner =
          init?.type === 'MemberExpression' && init.object?.type === 'Identifier' ? init.object.name : '';
        const repository = owner ? namespaces.get(owner) : undefined;
        if (repository)
          leaks.push({ from, to: repository, rule: 'exports a repository function as its own' });
      }
    }
  }
  return leaks;
}

/** Route files that read a kept count themselves (`app.counts`) instead of asking a service. */
export function routesReadingCounts(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([file, source]) => isRouteFile(file) && /\.counts\s*\.\s*get\s*\(/.test(source))
    .map(([file]) => file)
    .sort();
}

/** Service files that take the request or the reply instead of plain arguments. */
export function servicesTakingRequests(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(
      ([file, source]) => /(^|\/|-)service\.ts$/.test(file) && /\bFastify(Request|Reply)\b/.test(source),
    )
    .map(([file]) => file)
    .sort();
}

const PROVIDER_HOME = /^src\/server\/(features|adapters)\/payments\//;
const PROVIDER_MAKER = 'src/server/app.ts';

/**
 * Files outside the payments feature that reach the payment provider themselves: they read
 * `app.payments` (or take it apart) or import the provider's adapter.
 */
export function providerCallersOutsidePayments(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(
      ([file]) => file.startsWith('src/server/') && !PROVIDER_HOME.test(file) && file !== PROVIDER_MAKER,
    )
    .filter(
      ([file, source]) =>
        /\.\s*payments\b/.test(source) ||
        /\{[^}]*\bpayments\b[^}]*\}\s*=\s*\w+/.test(source) ||
        importSpecifiers(file, source).some((spec) => /adapters\/payments\//.test(spec)),
    )
    .map(([file]) => file)
    .sort();
}
