import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PitchDeck, Sponsor, sponsorInputSchema } from '../../../shared/sponsors-schema';
import type { Executor } from '../../db/client';
import { pitchDeck, sponsors } from '../../db/schema';

type SponsorRow = typeof sponsors.$inferSelect;
type SponsorInput = z.output<typeof sponsorInputSchema>;

export function toSponsor(row: SponsorRow): Sponsor {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    ...(row.websiteUrl ? { websiteUrl: row.websiteUrl } : {}),
    displayOrder: row.displayOrder,
    isActive: row.isActive,
  };
}

// An omitted website clears a stored one.
const columns = (input: SponsorInput) => ({ ...input, websiteUrl: input.websiteUrl ?? null });

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

export async function insertSponsor(db: Executor, input: SponsorInput): Promise<Sponsor> {
  const [row] = await db.insert(sponsors).values(columns(input)).returning();
  return toSponsor(row);
}

/** The sponsor as updated, or undefined when there is none with this id. */
export async function updateSponsor(
  db: Executor,
  id: number,
  input: SponsorInput,
): Promise<Sponsor | undefined> {
  const [row] = await db.update(sponsors).set(columns(input)).where(eq(sponsors.id, id)).returning();
  return row && toSponsor(row);
}

/** Whether there was a sponsor with this id. */
export async function deleteSponsor(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ id: sponsors.id });
  return deleted.length > 0;
}

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
