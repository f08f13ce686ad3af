import type { FastifyInstance } from 'fastify';
import { type WallOfFameMember, wallOfFameListSchema } from '../../../shared/wall-of-fame';
import type { CachedAnswer } from '../../cache/response-cache';
import { cachedDomainCrud } from '../../lists/crud-service';
import * as repository from './repository';

/**
 * The public wall of fame from its cache. Its body is sent as cached bytes, past the serializer
 * that checks other answers, so it is checked against the schema here, once per fill.
 */
export function cachedWallOfFame(app: FastifyInstance): Promise<CachedAnswer<WallOfFameMember[]>> {
  return app.caches.wallOfFame.get('list', async () =>
    wallOfFameListSchema.parse(await repository.listWallOfFame(app.db)),
  );
}

/** The admin API's writes, each clearing the wall-of-fame cache. */
export const memberWrites = cachedDomainCrud('wallOfFame', repository.memberRows);
