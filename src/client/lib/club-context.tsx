import { createContext, type ReactNode, useContext } from 'react';
import type { ClubInfo } from '../../shared/club';

const ClubContext = createContext<ClubInfo | null>(null);

export function ClubProvider({ club, children }: { club: ClubInfo; children: ReactNode }) {
  return <ClubContext.Provider value={club}>{children}</ClubContext.Provider>;
}

/** The club's contact details from the server's configuration (phone, e-mail, socials). */
export function useClub(): ClubInfo {
  const club = useContext(ClubContext);
  if (!club) throw new Error('useClub needs a ClubProvider');
  return club;
}
