import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { createStorage } from '../../src/server/adapters/storage/create-storage';
import { type AppDeps, buildApp, projectRoot } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { PoolOptions } from '../../src/server/db/client';
import { seedDemoContent } from '../../src/server/db/seed';
import { noAssets } from '../../src/server/render/page-assets';
import { createTestDatabase } from './test-database';

/**
 * The app on a fresh database of its own, closed after the file's tests. With `seed`, it holds the
 * demo club, built by the same factories as the seed `npm start` uses. `news` gives the news feeds a
 * clock the test moves; `logger` lets a test read the log. Files go where the env says (DATA_DIR/uploads, or a bucket when S3_BUCKET is given).
 */
export async function build(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    news?: AppDeps['news'];
    logger?: AppDeps['logger'];
    jobs?: AppDeps['jobs'];
    /** PostgreSQL's pool, where a test needs a small one (ignored on the embedded database). */
    pool?: PoolOptions;
  } = {},
): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-app-'));
  // Tests send many posts from one address; the ones about the limit set PUBLIC_POST_LIMIT themselves.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_POST_LIMIT: '100000',
    // Requests made in-process deliver their bodies at once; on a loaded machine a test that fires
    // a hundred at a time can still be slower than the slow-client deadline before each body is
    // read, and would get a 408 meant for slow networks (tests/process/slow-clients.test.ts tests it).
    BODY_TIMEOUT_MS: '120000',
    // Likewise a few renders at once can wait in line longer than a visitor would be asked to on
    // a loaded machine; tests/uncached-work-flood.test.ts tests the bound with its own figures.
    UNCACHED_WORK_WAIT_MS: '60000',
    ...options.env,
  });
  const database = await createTestDatabase(options.pool);
  const storage = createStorage(config);
  if (options.seed) await seedDemoContent(database.db, storage, path.join(projectRoot, 'seed-assets'));
  const app = await buildApp({
    config,
    database,
    storage,
    assets: noAssets,
    news: options.news,
    logger: options.logger,
    jobs: options.jobs,
  });
  app.addHook('onClose', async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(() => app.close());
  return app;
}
