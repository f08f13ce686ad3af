// What other features may use of the events feature (besides its api.ts).
export { categoryDot, categoryStyle } from './category-style';
export { EventDetails } from './event-details';
