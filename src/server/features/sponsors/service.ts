import { asc, eq } from 'drizzle-orm';
import type { PitchDeck, Sponsor } from '../../../shared/sponsors';
import type { Database } from '../../db/client';
import { pitchDeck, sponsors } from '../../db/schema';

type SponsorRow = typeof sponsors.$inferSelect;

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

/** Active sponsors, lower displayOrder first (spec §3). */
export async function listActiveSponsors(db: Database): Promise<Sponsor[]> {
  const rows = await db
    .select()
    .from(sponsors)
    .where(eq(sponsors.isActive, true))
    .orderBy(asc(sponsors.displayOrder), asc(sponsors.name), asc(sponsors.id));
  return rows.map(toSponsor);
}

/** The current pitch deck, or null until one is uploaded. */
export async function getPitchDeck(db: Database): Promise<PitchDeck | null> {
  const [row] = await db.select().from(pitchDeck).limit(1);
  return row ? { fileName: row.fileName, fileUrl: row.fileUrl } : null;
}
