import { Store } from 'lucide-react';
import { useMemo } from 'react';
import { browseProducts, storeViewSearch } from '../../shared/store';
import { PageHeader } from '../components/layout/page-header';
import { useProducts } from '../features/store/api';
import { CategoryFilter } from '../features/store/category-filter';
import { ProductCard } from '../features/store/product-card';
import { StoreEmptyState } from '../features/store/store-empty-state';
import { StoreSearchForm } from '../features/store/store-search-form';
import { useStoreView } from '../features/store/use-store-view';
import { useClub } from '../lib/club-context';

export default function StorePage() {
  const club = useClub();
  const { data: products = [] } = useProducts();
  const { view, show } = useStoreView();
  const shown = useMemo(() => browseProducts(products, view), [products, view]);
  return (
    <>
      <PageHeader title="Official Store">
        Gear up in official MESC apparel, drinkware and collectibles.
      </PageHeader>
      {/* The spec shows no purchase flow: the store is a catalogue of what the clubhouse sells. */}
      <p className="mx-auto -mt-2 mb-10 flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border border-teal/30 bg-teal/5 px-4 py-2 text-sm text-muted">
        <Store aria-hidden size={16} className="shrink-0 text-teal" />
        <span>
          Available at the clubhouse <span className="hidden sm:inline">· {club.address}</span>
        </span>
      </p>
      <div className="mx-auto grid max-w-[1280px] gap-4 px-4 sm:px-6">
        <StoreSearchForm
          view={view}
          onSearch={(q) => show({ q }, { typing: true })}
          onSort={(sort) => show({ sort })}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CategoryFilter
            category={view.category}
            hrefOf={(category) => `/store${storeViewSearch({ ...view, category })}`}
          />
          <p role="status" className="text-sm text-muted">
            {`${shown.length} ${shown.length === 1 ? 'product' : 'products'}`}
          </p>
        </div>
      </div>
      <div className="mx-auto mt-8 max-w-[1280px] px-4 sm:px-6">
        {/* The cards' names are h3: this names the grid for screen readers' heading outline. */}
        <h2 className="sr-only">Products</h2>
        {shown.length > 0 ? (
          <div className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {shown.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 4} />
            ))}
          </div>
        ) : (
          <StoreEmptyState
            onClear={products.length > 0 ? () => show({ q: '', category: null }) : undefined}
          />
        )}
      </div>
    </>
  );
}
