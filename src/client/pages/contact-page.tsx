import { Mail, MapPin, Phone } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { SocialLinks } from '../components/layout/social-links';
import { ContactForm } from '../features/contact/contact-form';
import { useClub } from '../lib/club-context';

export default function ContactPage() {
  const club = useClub();
  return (
    <>
      <PageHeader title="Contact Us">
        Questions about membership, events or sponsorship? We would love to hear from you.
      </PageHeader>
      <div className="mx-auto grid max-w-[1100px] gap-6 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="send-message"
          className="relative rounded-3xl border border-white/10 bg-surface p-6 sm:p-8"
        >
          <h2 id="send-message" className="mb-5 font-display text-4xl tracking-wide">
            Send a Message
          </h2>
          <ContactForm />
        </section>
        <section
          aria-labelledby="visit-us"
          className="rounded-3xl border border-white/10 bg-surface p-6 sm:p-8"
        >
          <h2 id="visit-us" className="font-display text-4xl tracking-wide">
            Visit Us
          </h2>
          <ul className="mt-5 grid gap-4 text-muted">
            <li className="flex items-start gap-3">
              <MapPin aria-hidden className="mt-0.5 shrink-0 text-pink" size={20} />
              {club.address}
            </li>
            <li className="flex items-start gap-3">
              <Phone aria-hidden className="mt-0.5 shrink-0 text-pink" size={20} />
              <a href={`tel:${club.phone.replace(/[^\d+]/g, '')}`} className="hover:text-cyan">
                {club.phone}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Mail aria-hidden className="mt-0.5 shrink-0 text-pink" size={20} />
              <a href={`mailto:${club.email}`} className="hover:text-cyan">
                {club.email}
              </a>
            </li>
          </ul>
          <h3 className="mt-8 font-display text-2xl tracking-wide">Follow Us</h3>
          <SocialLinks className="mt-3" />
        </section>
      </div>
    </>
  );
}
