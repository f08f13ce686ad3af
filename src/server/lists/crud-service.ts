import type { FastifyInstance } from 'fastify';
import type { CacheDomain } from '../cache/cache-changes';
import type { RowWrites } from '../db/rows-by-id';

/** What a feature's service does for its admin create, update and delete routes (crud-routes.ts). */
export interface CrudService<Input, Item> {
  /** The item as it is (the activity log's "before" an update or a delete), or undefined. */
  find: (app: FastifyInstance, id: number) => Promise<Item | undefined>;
  create: (app: FastifyInstance, input: Input) => Promise<Item>;
  /** The updated item, or undefined when there is no item with that id. */
  update: (app: FastifyInstance, id: number, input: Input) => Promise<Item | undefined>;
  /** Whether there was an item with that id to delete. */
  remove: (app: FastifyInstance, id: number) => Promise<boolean>;
}

/**
 * The service of items whose public lists are cached in `domain`: each write that changed
 * something clears that cache, so the lists (and the pages showing them) follow on the next request.
 */
export function cachedDomainCrud<Input, Item>(
  domain: CacheDomain,
  writes: RowWrites<Input, Item>,
): CrudService<Input, Item> {
  return {
    find: (app, id) => writes.find(app.db, id),
    async create(app, input) {
      const item = await writes.insert(app.db, input);
      app.caches[domain].clear();
      return item;
    },
    async update(app, id, input) {
      const item = await writes.update(app.db, id, input);
      if (item !== undefined) app.caches[domain].clear();
      return item;
    },
    async remove(app, id) {
      const deleted = await writes.delete(app.db, id);
      if (deleted) app.caches[domain].clear();
      return deleted;
    },
  };
}
