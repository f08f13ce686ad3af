import type { Feature } from './feature';
import { accountFeature } from './features/account';
import { adminAuthFeature } from './features/admin-auth';
import { broadcastsFeature } from './features/broadcasts';
import { contactFeature } from './features/contact';
import { doorFeature } from './features/door';
import { eventCategoriesFeature } from './features/event-categories';
import { eventsFeature } from './features/events';
import { healthFeature } from './features/health';
import { mailStatusFeature } from './features/mail-status';
import { membersFeature } from './features/members';
import { membershipFeature } from './features/membership';
import { metricsFeature } from './features/metrics';
import { newsFeature } from './features/news';
import { newsletterFeature } from './features/newsletter';
import { objectsFeature } from './features/objects';
import { paymentsFeature } from './features/payments';
import { searchEnginesFeature } from './features/search-engines';
import { sponsorsFeature } from './features/sponsors';
import { staffFeature } from './features/staff';
import { storeFeature } from './features/store';
import { ticketPageFeature } from './features/ticket-page';
import { ticketsFeature } from './features/tickets';
import { uploadsFeature } from './features/uploads';
import { waitlistFeature } from './features/waitlist';
import { wallOfFameFeature } from './features/wall-of-fame';

// Every feature the app is built from, in the order it is set up. The order of hooks matters
// where two features answer the same thing: the provider's events go to ticket orders before
// memberships. (Seats and seat budgets have no routes: the features above use their services.)
export const appFeatures: Feature[] = [
  healthFeature,
  metricsFeature,
  objectsFeature,
  eventCategoriesFeature,
  eventsFeature,
  ticketsFeature,
  waitlistFeature,
  contactFeature,
  newsletterFeature,
  storeFeature,
  sponsorsFeature,
  wallOfFameFeature,
  newsFeature,
  membersFeature,
  membershipFeature,
  paymentsFeature,
  accountFeature,
  uploadsFeature,
  doorFeature,
  adminAuthFeature,
  staffFeature,
  mailStatusFeature,
  broadcastsFeature,
  ticketPageFeature,
  searchEnginesFeature,
];
