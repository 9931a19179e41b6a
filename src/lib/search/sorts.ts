/** Sort options of listings and projects: plain values, so islands can use them without the schemas. */

export interface SortOption<Id extends string = string> {
  id: Id;
  label: string;
}

export const LISTING_SORT_IDS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListingSortId = (typeof LISTING_SORT_IDS)[number];

export const LISTING_SORTS: readonly SortOption<ListingSortId>[] = [
  { id: 'newest', label: 'New Listings' },
  { id: 'price-asc', label: 'Price Low to High' },
  { id: 'price-desc', label: 'Price High to Low' },
];

export const PROJECT_SORT_IDS = ['priority', 'newest', 'price-asc', 'price-desc'] as const;
export type ProjectSortId = (typeof PROJECT_SORT_IDS)[number];

export const PROJECT_SORTS: readonly SortOption<ProjectSortId>[] = [
  { id: 'priority', label: 'Priority' },
  { id: 'newest', label: 'New Listings' },
  { id: 'price-asc', label: 'Price Low to High' },
  { id: 'price-desc', label: 'Price High to Low' },
];
