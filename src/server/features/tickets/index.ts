import type { Feature } from '../../feature';
import { ticketAdminRoutes } from './admin-routes';
import { ticketRoutes } from './routes';
import { registerTicketPayments } from './service';
import { registerTicketJobs } from './ticket-jobs';

/** Ticket orders, tickets and attendees. */
export const ticketsFeature: Feature = {
  name: 'tickets',
  setUp(app) {
    registerTicketJobs(app);
    registerTicketPayments(app);
  },
  routes: [ticketRoutes],
  adminRoutes: [ticketAdminRoutes],
};
