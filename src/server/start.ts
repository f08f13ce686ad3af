import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStorage } from './adapters/storage/create-storage';
import { buildApp, projectRoot } from './app';
import type { Config } from './config';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoContent } from './db/seed';
import { ensureAdminPassword } from './features/admin-auth/password-check';
import { devAssets, manifestAssets, noAssets, type PageAssets } from './render/page-assets';

/** Opens the configured database, migrates it and, for a new embedded one, adds the demo club. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openEmbeddedDatabase(config.dataDir);
  const handle = await openPostgresDatabase(config.databaseUrl, { connectWaitMs: config.databaseWaitMs });
  try {
    await handle.ping();
  } catch (err) {
    await handle.close().catch(() => {});
    const where = new URL(config.databaseUrl);
    // Drizzle wraps the driver's error; the driver's own says what went wrong.
    const reason = ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
    throw new Error(
      `Cannot connect to the PostgreSQL database at ${where.hostname}:${where.port || 5432} given by DATABASE_URL (${reason}).`,
    );
  }
  return handle;
}

/** Everything main.ts needs, without listening: used by main and by tests that start a real server. */
export async function startApp(config: Config, logger: object | boolean): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const storage = createStorage(config);
    const seed =
      config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.engine === 'embedded');
    if (seed) {
      await seedDemoContent(database.db, storage, path.join(projectRoot, 'seed-assets'));
    }
    const { assets, staticDir } = await clientAssets(config);
    const app = await buildApp({ config, database, storage, assets, staticDir, logger });
    app.addHook('onClose', async () => database.close());
    await ensureAdminPassword(app);
    if (config.env === 'development') await attachVite(app);
    return app;
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

async function clientAssets(config: Config): Promise<{ assets: PageAssets; staticDir: string }> {
  if (config.env === 'development')
    return { assets: devAssets(), staticDir: path.join(projectRoot, 'public') };
  const clientDir = path.join(projectRoot, 'dist/client');
  const built = fs.existsSync(path.join(clientDir, '.vite/manifest.json'));
  // Tests of the server process need its HTML and API, not the client files.
  if (!built && config.env === 'test')
    return { assets: noAssets, staticDir: path.join(projectRoot, 'public') };
  if (!built) {
    throw new Error('The client is not built: run `npm run build` first (npm start does it for you).');
  }
  return { assets: manifestAssets(clientDir), staticDir: clientDir };
}

/** Development only: Vite serves the client sources and reloads the page when one changes. */
async function attachVite(app: FastifyInstance): Promise<void> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  await app.register(middie);
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
}
