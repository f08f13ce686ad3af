/** The club's public contact details: phone, e-mail, address and social links, set by the CLUB_* variables. */
export interface ClubInfo {
  name: string;
  phone: string;
  email: string;
  address: string;
  instagramUrl: string;
  tiktokUrl: string;
  youtubeUrl: string;
  facebookUrl: string;
}
