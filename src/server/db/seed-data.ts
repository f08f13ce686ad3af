import {
  buildEvent,
  buildMember,
  buildProduct,
  buildSponsor,
  buildWallOfFameMember,
  eventInDays,
} from './factories';

// The demo club a fresh `npm start` shows. Event dates count from today, so the site always
// looks alive; images are our own SVGs, copied into object storage under demo/.

const img = (folder: string, name: string) => `/objects/demo/${folder}/${name}.svg`;

export function demoEvents(now = new Date()) {
  const at = (days: number, time: string) => eventInDays(days, time, now);
  return [
    buildEvent({
      title: 'Heat vs. Celtics Watch Party',
      category: 'NBA',
      date: at(2, '19:30'),
      price: 0,
      maxAttendees: 120,
      currentAttendees: 64,
      venue: 'MESC Clubhouse, Brickell',
      imageUrl: img('events', 'nba'),
      description: 'Twelve screens, courtside sound and half-price wings every time the Heat hit a three.',
    }),
    buildEvent({
      title: 'Sunday Night Football Tailgate',
      category: 'NFL',
      date: at(5, '20:20'),
      price: 1500,
      maxAttendees: 80,
      currentAttendees: 31,
      venue: 'Wynwood Brewing Taproom',
      imageUrl: img('events', 'nfl'),
      description:
        'A rooftop tailgate with a smoker, a brass band at halftime and the game on a 20-foot wall.',
    }),
    buildEvent({
      title: 'UFC Fight Night: Main Card Live',
      category: 'UFC',
      date: at(8, '22:00'),
      price: 2500,
      memberPrice: 2000,
      refundCutoffHours: 48,
      maxAttendees: 60,
      currentAttendees: 60,
      venue: 'Little Havana Social Hall',
      imageUrl: img('events', 'ufc'),
      description:
        'Every main-card bout on the big screen, ringside seating and a bar that stays open until the last bell.',
    }),
    buildEvent({
      title: "Members' Texas Hold'em Night",
      category: 'Poker',
      date: at(10, '19:00'),
      price: 0,
      maxAttendees: 40,
      currentAttendees: 12,
      venue: 'The Card Room at MESC',
      imageUrl: img('events', 'poker'),
      membershipRequired: 'premium',
      description: 'A friendly tournament for members: dealers at every table, trophies for the final three.',
    }),
    buildEvent({
      title: 'Dominoes Classic: Doubles Tournament',
      category: 'Dominoes',
      date: at(13, '18:00'),
      price: 1000,
      maxAttendees: 64,
      currentAttendees: 22,
      venue: 'Calle Ocho Courtyard',
      imageUrl: img('events', 'dominoes'),
      description:
        'Pairs compete in a double-elimination bracket under the lights, with cafecito on the house.',
    }),
    buildEvent({
      title: 'Inner Circle Rooftop Soirée',
      category: 'VIP',
      date: at(16, '21:00'),
      price: 7500,
      memberPrice: 6000,
      maxAttendees: 50,
      currentAttendees: 18,
      venue: 'Skyline Terrace, Downtown',
      imageUrl: img('events', 'vip'),
      membershipRequired: 'inner_circle',
      description:
        'Champagne, a live DJ and the best view of the Miami skyline, for Inner Circle members and guests.',
    }),
    buildEvent({
      title: 'Heat vs. Knicks: Courtside Bus Trip',
      category: 'NBA',
      date: at(21, '18:30'),
      price: 4500,
      memberPrice: 3500,
      refundCutoffHours: 72,
      maxAttendees: 45,
      currentAttendees: 20,
      venue: 'Kaseya Center',
      imageUrl: img('events', 'nba'),
      description: 'Round-trip party bus, pre-game drinks and lower-bowl seats together as a club.',
    }),
    buildEvent({
      title: 'Dolphins Divisional Watch Party',
      category: 'NFL',
      date: at(27, '13:00'),
      price: 0,
      maxAttendees: 150,
      currentAttendees: 47,
      venue: 'MESC Clubhouse, Brickell',
      imageUrl: img('events', 'nfl'),
      description:
        'Orange and aqua from kick-off to the final whistle, with brunch boards and bottomless coffee.',
    }),
    buildEvent({
      title: 'Title Fight Saturday',
      category: 'UFC',
      date: at(34, '21:30'),
      price: 3000,
      maxAttendees: 70,
      currentAttendees: 9,
      venue: 'Little Havana Social Hall',
      imageUrl: img('events', 'ufc'),
      description: 'The championship card live with pro fighters calling the action between rounds.',
    }),
    buildEvent({
      title: 'High Stakes Charity Poker Night',
      category: 'Poker',
      date: at(41, '20:00'),
      price: 5000,
      maxAttendees: 36,
      currentAttendees: 14,
      venue: 'The Card Room at MESC',
      imageUrl: img('events', 'poker'),
      description: 'Buy in for a good cause: every dollar goes to youth sports programmes in Miami-Dade.',
    }),
    buildEvent({
      title: 'Dominoes & Cigars Social',
      category: 'Dominoes',
      date: at(48, '19:00'),
      price: 0,
      maxAttendees: null,
      currentAttendees: 0,
      venue: null,
      imageUrl: img('events', 'dominoes'),
      description: 'Casual tables, a cigar lounge and a salsa band. Venue to be announced to members soon.',
    }),
    buildEvent({
      title: 'New Year VIP Countdown',
      category: 'VIP',
      date: at(54, '22:00'),
      price: 10000,
      memberPrice: 8000,
      maxAttendees: 100,
      currentAttendees: 41,
      venue: 'Skyline Terrace, Downtown',
      imageUrl: img('events', 'vip'),
      description: 'An open bar, a midnight toast and fireworks over Biscayne Bay.',
    }),
  ];
}

export function demoProducts(now = new Date()) {
  const p = (name: string) => [img('products', name)];
  // Spread over the past months, the New items the most recent, so "Newest" has an order to show.
  const addedDaysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  return [
    buildProduct({
      name: 'MESC Home Jersey',
      createdAt: addedDaysAgo(120),
      category: 'Apparel',
      price: 8999,
      originalPrice: 10999,
      images: p('home-jersey'),
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      colors: ['Black', 'Neon Pink'],
      bestseller: true,
      description: 'Breathable mesh jersey with the neon MESC crest.',
    }),
    buildProduct({
      name: 'MESC Away Jersey',
      createdAt: addedDaysAgo(6),
      category: 'Apparel',
      price: 8999,
      images: p('away-jersey'),
      sizes: ['S', 'M', 'L', 'XL'],
      colors: ['White', 'Cyan'],
      newItem: true,
      description: 'The away kit in white and cyan.',
    }),
    buildProduct({
      name: 'Neon Snapback Hat',
      createdAt: addedDaysAgo(90),
      category: 'Accessories',
      price: 4599,
      images: p('snapback-hat'),
      sizes: ['One Size'],
      colors: ['Black', 'Pink', 'Cyan', 'Gold'],
      memberOnly: true,
      description: 'Structured snapback with an embroidered glow logo.',
    }),
    buildProduct({
      name: 'Midnight Neon Hoodie',
      createdAt: addedDaysAgo(60),
      category: 'Apparel',
      price: 6999,
      originalPrice: 8499,
      images: p('neon-hoodie'),
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      colors: ['Black', 'Purple'],
      description: 'Heavyweight fleece hoodie with reflective piping.',
    }),
    buildProduct({
      name: 'Game Day Tank Top',
      createdAt: addedDaysAgo(150),
      category: 'Apparel',
      price: 3499,
      images: p('tank-top'),
      sizes: ['S', 'M', 'L', 'XL'],
      colors: ['Black', 'White', 'Teal'],
      bestseller: true,
      description: 'Lightweight tank for Miami game days.',
    }),
    buildProduct({
      name: 'Clubhouse Polo',
      createdAt: addedDaysAgo(75),
      category: 'Apparel',
      price: 5999,
      images: p('polo'),
      sizes: ['S', 'M', 'L', 'XL'],
      colors: ['Navy', 'White'],
      memberOnly: true,
      description: 'A pique polo for rooftop nights and golf mornings.',
    }),
    buildProduct({
      name: 'Vintage Dad Cap',
      createdAt: addedDaysAgo(200),
      category: 'Accessories',
      price: 2999,
      images: p('dad-cap'),
      sizes: ['One Size'],
      colors: ['Washed Black', 'Sand'],
      description: 'Unstructured cotton cap with a stitched monogram.',
    }),
    buildProduct({
      name: 'Canvas Tote Bag',
      createdAt: addedDaysAgo(12),
      category: 'Accessories',
      price: 2499,
      images: p('tote-bag'),
      sizes: [],
      colors: ['Natural', 'Black'],
      newItem: true,
      description: 'Heavy canvas tote for beach days and game days.',
    }),
    buildProduct({
      name: 'VIP Lanyard',
      createdAt: addedDaysAgo(180),
      category: 'Accessories',
      price: 1299,
      images: p('lanyard'),
      sizes: [],
      colors: ['Pink', 'Gold'],
      description: 'Woven lanyard with a metal clip.',
    }),
    buildProduct({
      name: 'Insulated Tumbler',
      createdAt: addedDaysAgo(45),
      category: 'Drinkware',
      price: 3499,
      images: p('tumbler'),
      sizes: ['20 oz', '30 oz'],
      colors: ['Black', 'Pink', 'Cyan', 'Gold', 'White'],
      bestseller: true,
      description: 'Keeps drinks cold through double overtime.',
    }),
    buildProduct({
      name: 'Shot Glass Set',
      createdAt: addedDaysAgo(100),
      category: 'Drinkware',
      price: 2499,
      images: p('shot-glass-set'),
      sizes: [],
      colors: ['Clear'],
      description: 'Four etched shot glasses for victory toasts.',
    }),
    buildProduct({
      name: 'Crystal Rocks Glass',
      createdAt: addedDaysAgo(3),
      category: 'Drinkware',
      price: 1999,
      images: p('rocks-glass'),
      sizes: [],
      colors: ['Clear'],
      newItem: true,
      description: 'Heavy-bottom rocks glass with an etched crest.',
    }),
    buildProduct({
      name: 'Signed Club Basketball',
      createdAt: addedDaysAgo(30),
      category: 'Collectibles',
      price: 14999,
      originalPrice: 17999,
      images: p('signed-ball'),
      sizes: [],
      colors: [],
      memberOnly: true,
      description: 'A game ball signed at our season-opening watch party.',
    }),
    buildProduct({
      name: 'Enamel Pin Set',
      createdAt: addedDaysAgo(20),
      category: 'Collectibles',
      price: 1899,
      images: p('enamel-pin-set'),
      sizes: [],
      colors: ['Multi'],
      description: 'Five hard-enamel pins: one for each club night.',
    }),
    buildProduct({
      name: 'Poker Chip Set',
      createdAt: addedDaysAgo(240),
      category: 'Collectibles',
      price: 7999,
      images: p('poker-chip-set'),
      sizes: ['300 chips', '500 chips'],
      colors: ['Black', 'Gold'],
      description: 'Clay chips with the MESC card-room design in a travel case.',
    }),
    buildProduct({
      name: 'Tournament Dominoes Set',
      createdAt: addedDaysAgo(25),
      category: 'Collectibles',
      price: 5499,
      images: [],
      sizes: [],
      colors: ['Ivory', 'Black'],
      description: 'Double-six tournament set in a wooden case.',
    }),
  ];
}

export function demoSponsors() {
  const logo = (name: string) => img('sponsors', name);
  return [
    buildSponsor({
      name: 'Ocean Drive Motors',
      logoUrl: logo('ocean-drive-motors'),
      websiteUrl: 'https://example.com/ocean-drive-motors',
      displayOrder: 1,
    }),
    buildSponsor({
      name: 'Biscayne Bank',
      logoUrl: logo('biscayne-bank'),
      websiteUrl: 'https://example.com/biscayne-bank',
      displayOrder: 2,
    }),
    buildSponsor({
      name: 'Little Havana Cigars',
      logoUrl: logo('little-havana-cigars'),
      websiteUrl: 'https://example.com/little-havana-cigars',
      displayOrder: 3,
    }),
    buildSponsor({ name: 'South Beach Spirits', logoUrl: logo('south-beach-spirits'), displayOrder: 4 }),
    buildSponsor({
      name: 'Brickell Fitness',
      logoUrl: logo('brickell-fitness'),
      websiteUrl: 'https://example.com/brickell-fitness',
      displayOrder: 5,
    }),
    buildSponsor({
      name: 'Wynwood Brewing',
      logoUrl: logo('wynwood-brewing'),
      websiteUrl: 'https://example.com/wynwood-brewing',
      displayOrder: 6,
    }),
    buildSponsor({
      name: 'Key Biscayne Realty',
      logoUrl: logo('key-biscayne-realty'),
      displayOrder: 7,
      isActive: false,
    }),
  ];
}

export function demoWallOfFame() {
  const m = (name: string, membershipTier: string, joinedDate: string) =>
    buildWallOfFameMember({ name, membershipTier, joinedDate });
  return [
    m('Carlos Mendoza', 'inner_circle', '2023-03-04'),
    m('Valentina Ruiz', 'inner_circle', '2023-06-18'),
    m('Marcus Thompson', 'inner_circle', '2024-01-09'),
    m('Aisha Johnson', 'premium', '2023-09-22'),
    m('Diego Fernández', 'premium', '2024-02-14'),
    m('Sophie Laurent', 'premium', '2024-07-30'),
    m('Jamal Carter', 'premium', '2025-03-11'),
    m('Lucía Gómez', 'free', '2024-05-05'),
    m('Tyler Brooks', 'free', '2025-01-20'),
    m('Nadia Petrova', 'free', '2025-08-02'),
    m('Ethan Kim', 'free', '2026-02-27'),
  ];
}

/**
 * Members of the dashboard's Members tab: free members who confirmed their address, and one who
 * has not yet. The demo has no paid member: payments come from the checkout (test cards).
 */
export function demoMembers(now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const confirmed = (name: string, email: string, days: number) =>
    buildMember({
      name,
      email,
      emailConfirmedAt: daysAgo(days),
      joinedAt: daysAgo(days),
      createdAt: daysAgo(days),
    });
  return [
    confirmed('Camila Reyes', 'camila.reyes@example.com', 41),
    confirmed('Omar Haddad', 'omar.haddad@example.com', 19),
    confirmed('Zoë Castellanos', 'zoe.castellanos@example.com', 6),
    buildMember({
      name: 'Jess Whitfield',
      email: 'jess.whitfield@example.com',
      emailConfirmedAt: null,
      joinedAt: null,
      createdAt: daysAgo(1),
    }),
  ];
}

// The people behind the demo's seat counts: every seat an event counts has its RSVP (free
// events) or its paid ticket (priced ones, paid with the built-in test provider), so staff trying
// the demo find them in the attendee list, can refund one and see the waitlist move.

const FIRST_NAMES = [
  'Ana',
  'Luis',
  'Rosa',
  'Carlos',
  'Maria',
  'Diego',
  'Sofia',
  'Javier',
  'Camila',
  'Andres',
  'Valeria',
  'Mateo',
  'Lucia',
  'Gabriel',
  'Isabel',
  'Tomas',
  'Elena',
  'Rafael',
  'Paula',
  'Hector',
];
const LAST_NAMES = [
  'Alvarez',
  'Reyes',
  'Ortega',
  'Castillo',
  'Mendez',
  'Herrera',
  'Vargas',
  'Rojas',
  'Navarro',
  'Delgado',
  'Cabrera',
  'Suarez',
  'Pena',
  'Fuentes',
  'Rivas',
  'Soto',
  'Molina',
  'Campos',
];

/** The n-th demo guest: a name, and an address at example.com (which never receives mail). */
export function demoGuest(n: number): { name: string; email: string } {
  const first = FIRST_NAMES[n % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length];
  return { name: `${first} ${last}`, email: `${first}.${last}.${n}@example.com`.toLowerCase() };
}

/** How the counted seats of a demo event are made up: RSVPs, or orders of one or two tickets. */
export function demoSeats(event: { price: number; currentAttendees: number }): number[] {
  if (event.price === 0) return Array.from({ length: event.currentAttendees }, () => 1);
  const orders: number[] = [];
  let left = event.currentAttendees;
  for (let i = 0; left > 0; i += 1) {
    const quantity = Math.min(left, i % 3 === 0 ? 2 : 1);
    orders.push(quantity);
    left -= quantity;
  }
  return orders;
}

/** People waiting on the demo's full night: staff refunding a ticket see the first one offered it. */
export const DEMO_WAITING = 3;
