import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  type WallOfFameMember,
  type wallOfFameInputSchema,
  wallOfFameListSchema,
} from '../../../shared/wall-of-fame';
import type { CachedAnswer } from '../../cache/response-cache';
import * as repository from './repository';

type MemberInput = z.output<typeof wallOfFameInputSchema>;

/**
 * The public wall of fame from its cache. Its body is sent as cached bytes, past the serializer
 * that checks other answers, so it is checked against the schema here, once per fill.
 */
export function cachedWallOfFame(app: FastifyInstance): Promise<CachedAnswer<WallOfFameMember[]>> {
  return app.caches.wallOfFame.get('list', async () =>
    wallOfFameListSchema.parse(await repository.listWallOfFame(app.db)),
  );
}

// A write clears the wall-of-fame cache: the list (and the page showing it) follow on the next request.

export async function createMember(app: FastifyInstance, input: MemberInput): Promise<WallOfFameMember> {
  const member = await repository.insertMember(app.db, input);
  app.caches.wallOfFame.clear();
  return member;
}

export async function updateMember(
  app: FastifyInstance,
  id: number,
  input: MemberInput,
): Promise<WallOfFameMember | undefined> {
  const member = await repository.updateMember(app.db, id, input);
  if (member) app.caches.wallOfFame.clear();
  return member;
}

export async function deleteMember(app: FastifyInstance, id: number): Promise<boolean> {
  const deleted = await repository.deleteMember(app.db, id);
  if (deleted) app.caches.wallOfFame.clear();
  return deleted;
}
