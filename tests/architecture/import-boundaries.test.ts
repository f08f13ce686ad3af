import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  brokenRule,
  featureCircles,
  fileCircles,
  findViolations,
  importSpecifiers,
  providerCallersOutsidePayments,
  readSources,
  repositoryLeaks,
  routesReadingCounts,
  servicesTakingRequests,
  type Violation,
} from './import-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Imports that break a rule today and are on their way out. Each says why it is still here; remove
 * the entry with the import (the test fails on an entry that no longer matches, so the list only
 * shrinks). Do not add to it: move the shared piece behind the feature's api.ts or index.ts instead.
 */
const allowed: (Pick<Violation, 'from' | 'to'> & { reason: string })[] = [];

describe('import boundaries of the source tree', () => {
  const violations = findViolations(readSources(root, 'src'));
  const isAllowed = (v: Pick<Violation, 'from' | 'to'>) =>
    allowed.some((entry) => entry.from === v.from && entry.to === v.to);

  it('has no import that breaks a rule (docs/architecture.md, "Import boundaries")', () => {
    const broken = violations.filter((v) => !isAllowed(v)).map((v) => `${v.from} -> ${v.to}: ${v.rule}`);
    expect(broken).toEqual([]);
  });

  it('keeps no allow-list entry for an import that is gone', () => {
    const stale = allowed
      .filter((entry) => !violations.some((v) => v.from === entry.from && v.to === entry.to))
      .map((entry) => `${entry.from} -> ${entry.to}`);
    expect(stale).toEqual([]);
  });
});

describe('the shape of the source tree', () => {
  const sources = readSources(root, 'src');

  it('has no import cycle between files, in shared, client or server code', () => {
    expect(fileCircles(sources)).toEqual([]);
  });

  it('has no import cycle between features', () => {
    expect(featureCircles(sources)).toEqual([]);
  });

  it('lets no feature hand out its repository', () => {
    expect(repositoryLeaks(sources).map((v) => `${v.from} -> ${v.to}: ${v.rule}`)).toEqual([]);
  });

  it('keeps kept counts out of routes: a service reads them', () => {
    expect(routesReadingCounts(sources)).toEqual([]);
  });

  it('lets only the payments feature reach the payment provider', () => {
    expect(providerCallersOutsidePayments(sources)).toEqual([]);
    expect(
      providerCallersOutsidePayments(
        new Map([
          ['src/server/features/tickets/orders.ts', 'await app.payments.refundPayment(id, key);'],
          ['src/server/features/membership/service.ts', 'const { payments } = app;'],
          [
            'src/server/features/account/service.ts',
            "import type { X } from '../../adapters/payments/payment-provider';",
          ],
          ['src/server/features/payments/provider-calls.ts', 'await app.payments.refundPayment(id, key);'],
          [
            'src/server/features/store/service.ts',
            "import * as payments from '../payments/service'; payments.refund(app, r, k);",
          ],
        ]),
      ),
    ).toEqual([
      'src/server/features/account/service.ts',
      'src/server/features/membership/service.ts',
      'src/server/features/tickets/orders.ts',
    ]);
  });

  it('gives services plain arguments, never the request or the reply', () => {
    expect(servicesTakingRequests(sources)).toEqual([]);
    expect(
      servicesTakingRequests(
        new Map([['src/server/features/x/service.ts', 'function f(r: FastifyRequest) {}']]),
      ),
    ).toEqual(['src/server/features/x/service.ts']);
  });
});

describe('the import checker', () => {
  it('finds a circle of files, type-only imports included, and a circle of features', () => {
    const tree = new Map([
      ['src/shared/a.ts', "import type { B } from './b';"],
      ['src/shared/b.ts', "import { c } from './c';"],
      ['src/shared/c.ts', "export type { A } from './a';"],
      ['src/shared/d.ts', "import { c } from './c';"],
      ['src/server/features/events/service.ts', "import { take } from '../seats/service';"],
      ['src/server/features/seats/service.ts', "import { offer } from '../waitlist/service';"],
      ['src/server/features/waitlist/service.ts', "import { rsvp } from '../events/service';"],
      ['src/server/features/store/service.ts', "import { take } from '../seats/service';"],
    ]);
    expect(fileCircles(tree)).toEqual([
      [
        'src/server/features/events/service.ts',
        'src/server/features/seats/service.ts',
        'src/server/features/waitlist/service.ts',
      ],
      ['src/shared/a.ts', 'src/shared/b.ts', 'src/shared/c.ts'],
    ]);
    expect(featureCircles(tree)).toEqual([['server/events', 'server/seats', 'server/waitlist']]);
  });

  it('finds a repository handed out, and a route that reads a count or a repository', () => {
    const tree = new Map([
      ['src/server/features/events/repository.ts', 'export const findEvent = 1;'],
      ['src/server/features/events/admin-repository.ts', 'export const pageOfEvents = 1;'],
      [
        'src/server/features/events/service.ts',
        [
          "import * as repository from './repository';",
          "export { findEvent as findEventRow } from './repository';",
          "export type { Row } from './admin-repository';",
          'export const lookUp = repository.findEvent;',
          'export const fine = (id: number) => repository.findEvent;',
        ].join('\n'),
      ],
      [
        'src/server/features/events/admin-routes.ts',
        "import { pageOfEvents } from './admin-repository';\nconst n = () => app.counts.get(['events'], 'k', f);",
      ],
    ]);
    expect(repositoryLeaks(tree).map((v) => `${v.to}: ${v.rule}`)).toEqual([
      'src/server/features/events/repository.ts: re-exports a repository',
      'src/server/features/events/admin-repository.ts: re-exports a repository',
      'src/server/features/events/repository.ts: exports a repository function as its own',
    ]);
    expect(routesReadingCounts(tree)).toEqual(['src/server/features/events/admin-routes.ts']);
    expect(findViolations(tree).map((v) => v.rule)).toEqual(['a route calls services, never a repository']);
  });

  it('finds static, type-only, re-exported and dynamic imports, not text in comments or strings', () => {
    const source = [
      "import type { A } from './a';",
      "import { b } from '../b.ts';",
      "import './side.css';",
      "export { c } from './c';",
      "export * from './d';",
      "// import x from './in-a-comment';",
      'const text = "import y from \'./in-a-string\'";',
      "const lazy = () => import('./e');",
      "type F = import('./f').F;",
      'const element = <div>{text}</div>;',
    ].join('\n');
    expect(importSpecifiers('x.tsx', source)).toEqual([
      './a',
      '../b.ts',
      './side.css',
      './c',
      './d',
      './e',
      './f',
    ]);
  });

  // A tiny tree: one file per rule, each breaking it once, beside imports that are allowed.
  const fixture = new Map([
    ['src/shared/money.ts', "import { api } from '../client/lib/api-request';\nimport { z } from 'zod';"],
    [
      'src/shared/dates.ts',
      "import type { Config } from '../server/config';\nimport { cents } from './money';",
    ],
    ['src/client/lib/api-request.ts', "import { cents } from '../../shared/money';"],
    [
      'src/client/pages/home-page.tsx',
      "import { Db } from '../../server/db/client';\nimport '../styles.css';",
    ],
    ['src/client/features/events/api.ts', "export const eventsQuery = 'events';"],
    ['src/client/features/events/event-card.tsx', "import { eventsQuery } from './api';"],
    ['src/client/features/sponsors/index.ts', "export { Logo } from './logo';"],
    ['src/client/features/sponsors/logo.tsx', 'export const Logo = 1;'],
    [
      'src/client/features/home/strip.tsx',
      [
        "import { eventsQuery } from '../events/api';",
        "import { Logo } from '../sponsors';",
        "import { EventCard } from '../events/event-card';",
        "const lazyLogo = () => import('../sponsors/logo');",
      ].join('\n'),
    ],
    ['src/server/features/store/service.ts', "import { list } from './repository';"],
    ['src/server/features/store/repository.ts', 'export const list = 1;'],
    [
      'src/server/features/uploads/routes.ts',
      "import { list } from '../store/service';\nimport { list as rows } from '../store/repository';",
    ],
  ]);

  it('reports each broken rule once, and nothing else', () => {
    expect(findViolations(fixture).map((v) => `${v.from} -> ${v.to}`)).toEqual([
      'src/client/features/home/strip.tsx -> src/client/features/events/event-card.tsx',
      'src/client/features/home/strip.tsx -> src/client/features/sponsors/logo.tsx',
      'src/client/pages/home-page.tsx -> src/server/db/client',
      'src/server/features/uploads/routes.ts -> src/server/features/store/repository.ts',
      'src/shared/dates.ts -> src/server/config',
      'src/shared/money.ts -> src/client/lib/api-request.ts',
    ]);
  });

  it('fails the repository check when a violation is added', () => {
    const sources = readSources(root, 'src');
    sources.set('src/shared/added-for-the-test.ts', "import { buildApp } from '../server/app';");
    expect(findViolations(sources)).toContainEqual({
      from: 'src/shared/added-for-the-test.ts',
      to: 'src/server/app.ts',
      rule: 'src/shared imports neither client nor server code',
    });
  });

  it('lets a feature import itself, shared code and the public files of another feature', () => {
    expect(brokenRule('src/client/features/admin/a.tsx', 'src/client/features/admin/b.ts')).toBeUndefined();
    expect(brokenRule('src/client/features/admin/a.tsx', 'src/shared/events.ts')).toBeUndefined();
    expect(brokenRule('src/client/features/admin/a.tsx', 'src/client/features/store/api.ts')).toBeUndefined();
    expect(
      brokenRule('src/client/pages/store-page.tsx', 'src/client/features/store/card.tsx'),
    ).toBeUndefined();
    expect(brokenRule('src/server/features/events/routes.ts', 'src/server/features/mail/service.ts')).toBe(
      undefined,
    );
    expect(brokenRule('src/server/app.ts', 'src/server/features/events/routes.ts')).toBeUndefined();
  });
});
