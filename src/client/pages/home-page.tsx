import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button-styles';
import { HomeEventCalendar } from '../features/events/home-event-calendar';
import { UpcomingEvents } from '../features/events/upcoming-events';
import { HeadlineMarquee } from '../features/home/headline-marquee';
import { HeroSkyline } from '../features/home/hero-skyline';
import { OfficialGear } from '../features/home/official-gear';
import { PartnerLogos } from '../features/home/partner-logos';
import { PaymentReturnHandler } from '../features/membership/payment-return-handler';
import { SportsNews } from '../features/news/sports-news';
import { NewsletterPopup } from '../features/newsletter/newsletter-popup';

const stats = [
  { value: '2,500+', label: 'Members' },
  { value: '150+', label: 'Events Hosted' },
  { value: '25+', label: 'Partner Venues' },
  { value: '50+', label: 'Sponsors' },
];

export default function HomePage() {
  return (
    <>
      <section className="relative flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden">
        <HeroSkyline className="absolute inset-0 -z-10 size-full opacity-80" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-bg via-bg/70 to-transparent" />
        <div className="mx-auto w-full max-w-[1280px] px-4 py-20 sm:px-6">
          <h1 className="font-display text-7xl leading-none tracking-wider text-text text-glow-pink sm:text-9xl">
            MESC
          </h1>
          <p className="mt-4 max-w-xl font-display text-3xl tracking-wide text-cyan sm:text-5xl">
            Miami's Premier Sports &amp; Social Experience
          </p>
          <p className="mt-4 max-w-xl text-lg text-muted">Where Sports Fandom Meets Miami Nightlife</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href="/membership" className={buttonClass('primary', 'lg')}>
              Join the Club
            </Link>
            <Link href="/events" className={buttonClass('secondary', 'lg')}>
              View Events
            </Link>
          </div>
        </div>
      </section>
      <section aria-label="Club in numbers" className="border-y border-white/10 bg-surface/70">
        <dl className="mx-auto grid max-w-[1280px] grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="text-center">
              <dt className="order-2 text-sm tracking-wide text-muted uppercase">{stat.label}</dt>
              <dd className="font-display text-5xl text-gold text-glow-gold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <HeadlineMarquee />
      <OfficialGear />
      <SportsNews />
      <UpcomingEvents />
      <HomeEventCalendar />
      <PartnerLogos />
      <PaymentReturnHandler />
      <NewsletterPopup />
    </>
  );
}
