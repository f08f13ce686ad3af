import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { listPages } from '../../shared/paging';
import { STORE_PAGE_SIZE, storeViewSearch } from '../../shared/store';
import type { CatalogPage } from '../../shared/store-schema';
import { PageHeader } from '../components/layout/page-header';
import { ShowMoreLink, useFocusOnAddedPage } from '../components/ui/show-more';
import { catalogPageQuery } from '../features/store/api';
import { CategoryFilter } from '../features/store/category-filter';
import { ProductCard } from '../features/store/product-card';
import { StoreEmptyState } from '../features/store/store-empty-state';
import { StoreSearchForm } from '../features/store/store-search-form';
import { useStoreView } from '../features/store/use-store-view';
import { useClub } from '../lib/club-context';

export default function StorePage() {
  const club = useClub();
  const { view, show } = useStoreView();
  // How many pages of 24 are shown: "Show more" is a link to one page more (it works before the
  // script has loaded); a new search, category or sort starts again at the first.
  const pages = listPages(new URLSearchParams(useSearch()).get('pages'));
  const pageQuery = (page: number) => ({
    ...catalogPageQuery(view, page),
    // The products shown stay while the next view loads, rather than an empty grid.
    placeholderData: keepPreviousData,
  });
  // The first page holds the view's count; each page's cards read their own page (the same
  // queries: nothing is fetched twice).
  const first = useQuery(pageQuery(0));
  const total = first.data?.total ?? 0;
  // Watched here too, so the focus can move to its first product once it has come.
  useQuery(pageQuery(pages - 1));
  const filtered = view.q.trim() !== '' || view.category !== null;
  const viewSearch = storeViewSearch(view);
  const moreHref = `/store${viewSearch ? `${viewSearch}&` : '?'}pages=${pages + 1}`;
  const [, navigate] = useLocation();
  // After "Show more", the focus moves to the first product of the page it added.
  const { grid, adding } = useFocusOnAddedPage('article');
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
            {`${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
        </div>
      </div>
      <div className="mx-auto mt-8 max-w-[1280px] px-4 sm:px-6">
        {/* The cards' names are h3: this names the grid for screen readers' heading outline. */}
        <h2 className="sr-only">Products</h2>
        {total > 0 ? (
          <>
            <div ref={grid} className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
              {Array.from({ length: pages }, (_, page) => (
                <StorePageCards key={page} query={pageQuery(page)} page={page} />
              ))}
            </div>
            <ShowMoreLink
              pages={pages}
              more={pages * STORE_PAGE_SIZE < total}
              href={moreHref}
              onMore={() => {
                adding(pages);
                navigate(moreHref);
              }}
            >
              Show more products
            </ShowMoreLink>
          </>
        ) : first.isPending ? null : (
          <StoreEmptyState onClear={filtered ? () => show({ q: '', category: null }) : undefined} />
        )}
      </div>
    </>
  );
}

/** One page's product cards, straight into the store's grid. */
function StorePageCards({
  query,
  page,
}: {
  query: UseQueryOptions<CatalogPage, Error, CatalogPage, QueryKey>;
  page: number;
}) {
  const { data } = useQuery(query);
  return (data?.products ?? []).map((product, i) => (
    <div key={product.id} className="contents" data-page-start={i === 0 ? page : undefined}>
      <ProductCard product={product} eager={page === 0 && i < 4} />
    </div>
  ));
}
