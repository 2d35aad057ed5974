import type { AdminWordRetiredFilter, AdminWordSort } from '@bluffle/shared-schema';

// The filters as the word list's query sends them: the API client builds the query string, the admin's store
// keeps the filters (admin/play-filters.ts).

/**
 * The word database's order and its filters on how players called the words: fool rates as the
 * admin types them, in percent; null is no bound.
 */
export interface AdminWordPlayFilters {
  sort: AdminWordSort;
  minCalls: number;
  minFoolRatePercent: number | null;
  maxFoolRatePercent: number | null;
  retired: AdminWordRetiredFilter;
}

/** The query string's part for the filters: only what differs from the defaults; rates as shares of 1. */
export function playFilterParams(filters: AdminWordPlayFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.sort !== 'newest') params.sort = filters.sort;
  if (filters.minCalls > 0) params.minCalls = String(filters.minCalls);
  if (filters.minFoolRatePercent !== null) params.minFoolRate = String(filters.minFoolRatePercent / 100);
  if (filters.maxFoolRatePercent !== null) params.maxFoolRate = String(filters.maxFoolRatePercent / 100);
  if (filters.retired !== 'any') params.retired = filters.retired;
  return params;
}
