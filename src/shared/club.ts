/** The club's public contact details: the spec's {phone}, {email}, address and social placeholders. */
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
