import type { AdminWordRetiredFilter, AdminWordSort } from '@bluffle/shared-schema';

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

export const DEFAULT_PLAY_FILTERS: AdminWordPlayFilters = {
  sort: 'newest',
  minCalls: 0,
  minFoolRatePercent: null,
  maxFoolRatePercent: null,
  retired: 'any',
};

/** A typed number box: blank (or not a number) is no bound, otherwise clamped to [min, max] and whole. */
export function boundOf(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, Math.round(value)));
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

/** A fool rate as the word card shows it: whole percent, or null while nobody has called the word. */
export function foolRatePercent(foolRate: number | null): number | null {
  return foolRate === null ? null : Math.round(foolRate * 100);
}
