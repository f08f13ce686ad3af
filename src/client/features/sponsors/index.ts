// What other features may use of the sponsors feature (besides its api.ts).
export { SponsorLogo } from './sponsor-logo';
