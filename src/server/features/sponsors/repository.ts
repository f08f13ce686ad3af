import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PitchDeck, Sponsor, sponsorInputSchema } from '../../../shared/sponsors-schema';
import { sponsorSchema } from '../../../shared/sponsors-schema';
import type { Executor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { type RowWrites, rowsById } from '../../db/rows-by-id';
import { pitchDeck, sponsors } from '../../db/schema';

type SponsorInput = z.output<typeof sponsorInputSchema>;

/** A sponsor row as the API answers it (no website: the field is left out). */
export const toSponsor = rowMapper(sponsorSchema);

const columns = (input: SponsorInput) => ({ ...input, websiteUrl: input.websiteUrl ?? null });
const byId = rowsById(sponsors, toSponsor);

const byDisplayOrder = [asc(sponsors.displayOrder), asc(sponsors.name), asc(sponsors.id)];

/** Active sponsors, lower displayOrder first. */
export async function listActiveSponsors(db: Executor): Promise<Sponsor[]> {
  const rows = await db
    .select()
    .from(sponsors)
    .where(eq(sponsors.isActive, true))
    .orderBy(...byDisplayOrder);
  return rows.map(toSponsor);
}

/** Every sponsor, active or not, lower displayOrder first. */
export async function listSponsors(db: Executor): Promise<Sponsor[]> {
  const rows = await db
    .select()
    .from(sponsors)
    .orderBy(...byDisplayOrder);
  return rows.map(toSponsor);
}

/** Sponsors written by their id; an omitted website clears a stored one. */
export const sponsorRows: RowWrites<SponsorInput, Sponsor> = {
  find: byId.find,
  insert: (db, input) => byId.insert(db, columns(input)),
  update: (db, id, input) => byId.update(db, id, columns(input)),
  delete: byId.delete,
};

/** The current pitch deck, or null until one is uploaded. */
export async function getPitchDeck(db: Executor): Promise<PitchDeck | null> {
  const [row] = await db.select().from(pitchDeck).limit(1);
  return row ? { fileName: row.fileName, fileUrl: row.fileUrl } : null;
}

/** One deck at a time (its row's id is always 1): a new one replaces the current one. */
export async function replacePitchDeck(db: Executor, deck: PitchDeck): Promise<void> {
  const values = { ...deck, updatedAt: new Date() };
  await db
    .insert(pitchDeck)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: pitchDeck.id, set: values });
}
