import type { PagePath } from './page-table';

// What search engines and link previews show under each page's title (the description meta tag).
// Kept out of the page table: the browser's first script does not need them, and a move in the
// browser loads this file when it changes the tag.
export const pageDescriptions: Record<PagePath | '*', string> = {
  '/': "MESC is Miami's members sports & social club: watch parties, fight nights, poker and dominoes, VIP events and a community of fans. Where Sports Fandom Meets Miami Nightlife.",
  '/membership':
    'Join MESC for free or become a Premium Fan or Inner Circle member for priority RSVPs, VIP events and member-only gear.',
  '/events':
    'Upcoming MESC watch parties, fight nights, poker and dominoes tournaments and VIP nights in Miami. Browse the list or the calendar and RSVP.',
  '/events/:event': 'A MESC event in Miami: when, where, the price, and RSVP or tickets.',
  '/store': 'Official MESC gear: jerseys, hats, hoodies, drinkware and collectibles.',
  '/wall-of-fame': 'The members who make MESC: Inner Circle, Premium Fans and Free Members.',
  '/sponsors': 'The Miami businesses that partner with MESC, and how to become one.',
  '/contact': 'Send MESC a message about membership, events or sponsorship, or visit us in Miami.',
  '/join': 'Pick your MESC membership tier: Free Member, Premium Fan or Inner Circle.',
  '/payment-success': 'Your MESC membership payment went through. Here is what happens next.',
  '/membership/manage': 'See your MESC membership, update your card or cancel.',
  '/sign-in': 'Sign in to MESC with your e-mail.',
  '/sign-in/link': 'Sign in to MESC with your e-mail.',
  '/account': 'Your MESC membership and RSVPs.',
  '/media':
    'Photos from MESC club nights and official gear, the press contact, the club mark and club facts for journalists and partners.',
  '/waitlist': 'Your place on the waitlist of a full MESC event, and the seat offered to you.',
  '/newsletter/confirm': 'Confirm your e-mail address for the MESC newsletter.',
  '/newsletter/unsubscribe': 'Stop the MESC newsletter for your e-mail address.',
  '/door': 'Check guests in at the door of a MESC event.',
  '/admin': 'Sign in to the MESC admin dashboard.',
  '/admin/login': 'Sign in to the MESC admin dashboard.',
  '/admin/dashboard': 'Manage MESC products, events, sponsors and the wall of fame.',
  '*': 'This page does not exist. Head back to the MESC home page.',
};
