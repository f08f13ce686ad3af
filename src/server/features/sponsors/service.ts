import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  currentPitchDeckSchema,
  type PitchDeck,
  type Sponsor,
  type sponsorInputSchema,
  sponsorListSchema,
} from '../../../shared/sponsors-schema';
import type { CachedAnswer } from '../../cache/response-cache';
import * as repository from './repository';

type SponsorInput = z.output<typeof sponsorInputSchema>;

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

// A write clears the sponsors cache: the lists (and the pages showing them) follow on the next request.

export async function createSponsor(app: FastifyInstance, input: SponsorInput): Promise<Sponsor> {
  const sponsor = await repository.insertSponsor(app.db, input);
  app.caches.sponsors.clear();
  return sponsor;
}

export async function updateSponsor(
  app: FastifyInstance,
  id: number,
  input: SponsorInput,
): Promise<Sponsor | undefined> {
  const sponsor = await repository.updateSponsor(app.db, id, input);
  if (sponsor) app.caches.sponsors.clear();
  return sponsor;
}

export async function deleteSponsor(app: FastifyInstance, id: number): Promise<boolean> {
  const deleted = await repository.deleteSponsor(app.db, id);
  if (deleted) app.caches.sponsors.clear();
  return deleted;
}

/** Replaces the current pitch deck with this one, which becomes the answer. */
export async function replacePitchDeck(app: FastifyInstance, deck: PitchDeck): Promise<PitchDeck> {
  await repository.replacePitchDeck(app.db, deck);
  app.caches.sponsors.clear();
  return deck;
}
