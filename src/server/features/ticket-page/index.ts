import type { Feature } from '../../feature';
import { ticketPageRoutes } from './routes';

/** The ticket page, its offline script and QR code. */
export const ticketPageFeature: Feature = {
  name: 'ticket-page',
  lateRoutes: [ticketPageRoutes],
};
