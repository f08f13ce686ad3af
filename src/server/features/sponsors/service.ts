import type { FastifyInstance } from 'fastify';
import {
  currentPitchDeckSchema,
  type PitchDeck,
  type Sponsor,
  sponsorListSchema,
} from '../../../shared/sponsors-schema';
import type { CachedAnswer } from '../../cache/response-cache';
import { cachedDomainCrud } from '../../lists/crud-service';
import * as repository from './repository';

// The public sponsor list and the pitch deck share the sponsors cache. Their bodies are sent as
// cached bytes, past the serializer that checks other answers, so each is checked against its
// schema here, once per fill.

export function cachedSponsors(app: FastifyInstance): Promise<CachedAnswer<Sponsor[]>> {
  return app.caches.sponsors.get('list', async () =>
    sponsorListSchema.parse(await repository.listActiveSponsors(app.db)),
  );
}

export function cachedPitchDeck(app: FastifyInstance): Promise<CachedAnswer<PitchDeck | null>> {
  return app.caches.sponsors.get('pitch-deck', async () =>
    currentPitchDeckSchema.parse(await repository.getPitchDeck(app.db)),
  );
}

/** Every sponsor, for staff: not cached. */
export function listSponsors(app: FastifyInstance): Promise<Sponsor[]> {
  return repository.listSponsors(app.db);
}

/** The admin API's writes, each clearing the sponsors cache. */
export const sponsorWrites = cachedDomainCrud('sponsors', repository.sponsorRows);

/** Replaces the current pitch deck with this one, which becomes the answer. */
export async function replacePitchDeck(app: FastifyInstance, deck: PitchDeck): Promise<PitchDeck> {
  await repository.replacePitchDeck(app.db, deck);
  app.caches.sponsors.clear();
  return deck;
}
