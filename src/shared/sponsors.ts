/** A sponsor as the API answers it (spec §3). */
export interface Sponsor {
  id: number;
  name: string;
  logoUrl: string;
  websiteUrl?: string;
  displayOrder: number;
  isActive: boolean;
}

/** The sponsor pitch deck (spec §3); GET /api/pitch-deck answers null until one is uploaded. */
export interface PitchDeck {
  fileName: string;
  fileUrl: string;
}
