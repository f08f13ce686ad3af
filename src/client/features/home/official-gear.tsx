import { Star, Store } from 'lucide-react';
import { Link } from 'wouter';
import { formatDollars } from '../../../shared/money';
import { buttonClass } from '../../components/ui/button-styles';

interface GearItem {
  id: string;
  name: string;
  price: number;
  originalPrice?: number;
  image: string;
  category: 'Jersey' | 'Hat' | 'Hoodie' | 'Tank' | 'Polo';
  rating: number;
  bestseller?: boolean;
  memberOnly?: boolean;
}

// The home page shows five fixed gear items, not the store's products (prices in cents).
const gear: GearItem[] = [
  {
    id: 'jersey',
    name: 'MESC Jersey',
    price: 8999,
    originalPrice: 10999,
    image: '/images/gear/jersey.svg',
    category: 'Jersey',
    rating: 4.8,
    bestseller: true,
  },
  {
    id: 'snapback',
    name: 'Snapback Hat',
    price: 4599,
    image: '/images/gear/snapback-hat.svg',
    category: 'Hat',
    rating: 4.9,
    memberOnly: true,
  },
  {
    id: 'hoodie',
    name: 'Neon Hoodie',
    price: 6999,
    originalPrice: 8499,
    image: '/images/gear/hoodie.svg',
    category: 'Hoodie',
    rating: 4.7,
  },
  {
    id: 'tank',
    name: 'Tank Top',
    price: 3499,
    image: '/images/gear/tank-top.svg',
    category: 'Tank',
    rating: 4.6,
    bestseller: true,
  },
  {
    id: 'polo',
    name: 'Clubhouse Polo',
    price: 5999,
    image: '/images/gear/polo.svg',
    category: 'Polo',
    rating: 4.8,
    memberOnly: true,
  },
];

/** The store is browse-only, so a card's cart button opens the store on the item's department. */
const storeCategory = (item: GearItem) => (item.category === 'Hat' ? 'Accessories' : 'Apparel');

export function OfficialGear() {
  return (
    <section aria-labelledby="official-gear" className="mx-auto max-w-[1280px] px-4 pt-20 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="official-gear" className="font-display text-5xl tracking-wide">
          OFFICIAL GEAR
        </h2>
        <Link href="/store" className={buttonClass('secondary')}>
          View All Gear
        </Link>
      </div>
      <ul className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 md:grid-cols-3 xl:grid-cols-5">
        {gear.map((item) => (
          <li key={item.id} className="w-[70vw] max-w-72 shrink-0 snap-start sm:w-auto sm:max-w-none">
            <GearCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GearCard({ item }: { item: GearItem }) {
  const department = storeCategory(item);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-surface transition hover:border-pink/50">
      <div className="relative aspect-square bg-surface-2">
        <img
          src={item.image}
          alt={item.name}
          width={600}
          height={600}
          loading="lazy"
          className="size-full object-cover"
        />
        {(item.bestseller || item.memberOnly) && (
          <span
            className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-bold ${
              item.bestseller ? 'bg-gold text-bg' : 'bg-purple text-bg'
            }`}
          >
            {item.bestseller ? 'Bestseller' : 'Member Only'}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold">{item.name}</h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <Star size={14} aria-hidden className="fill-gold text-gold" />
          <span>
            {item.rating.toFixed(1)} <span className="sr-only">out of 5</span>
          </span>
        </p>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="font-display text-2xl text-gold">{formatDollars(item.price)}</span>
          {item.originalPrice && (
            <s className="text-sm text-muted">
              <span className="sr-only">was </span>
              {formatDollars(item.originalPrice)}
            </s>
          )}
        </p>
        <Link
          href={`/store?category=${department}`}
          className={`${buttonClass('ghost')} mt-auto border border-white/15 pt-2.5`}
          aria-label={`Shop ${department} in the store (${item.name})`}
        >
          <Store size={16} aria-hidden /> Shop {department}
        </Link>
      </div>
    </article>
  );
}
