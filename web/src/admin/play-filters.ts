import { playFilterParams, type AdminWordPlayFilters } from '../api/admin-word-filters';

export { playFilterParams, type AdminWordPlayFilters };

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

/** A fool rate as the word card shows it: whole percent, or null while nobody has called the word. */
export function foolRatePercent(foolRate: number | null): number | null {
  return foolRate === null ? null : Math.round(foolRate * 100);
}
