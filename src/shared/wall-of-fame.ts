import type { TierId } from './constants';

/** A wall-of-fame member as the API answers it (spec §3); joinedDate is yyyy-mm-dd. */
export interface WallOfFameMember {
  id: number;
  name: string;
  membershipTier: TierId;
  joinedDate: string;
}
