// What other features may use of the wall-of-fame feature (besides its api.ts).
export { tierTextClass } from './tier-style';
