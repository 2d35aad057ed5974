import {
  ADMIN_WORD_RETIRED_FILTERS,
  ADMIN_WORD_SORTS,
  type AdminWordRetiredFilter,
  type AdminWordSort,
} from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { adminWords } from '../../controllers/admin-controller';
import { adminWordsStore } from '../../admin/admin-words-store';
import { boundOf } from '../../admin/play-filters';
import { useMessages } from '../../state/use-messages';

/** The most calls a filter may ask for; the schema's own limit is far higher. */
const MAX_CALLS_FILTER = 1_000_000;

/** The word database ordered by fool rate or calls, filtered by calls, fool rate and retirement. */
export function PlayFilters() {
  const filters = useStore(adminWordsStore, (state) => state.playFilters);
  const { adminWords: text } = useMessages();
  return (
    <div className="admin-filters" data-testid="word-play-filters">
      <div className="admin-field">
        <label className="field-label" htmlFor="word-sort">
          {text.sortLabel}
        </label>
        <select
          id="word-sort"
          className="select-input"
          value={filters.sort}
          data-testid="word-sort"
          onChange={(event) => adminWords.setPlayFilters({ sort: event.target.value as AdminWordSort })}
        >
          {ADMIN_WORD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {text.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label className="field-label" htmlFor="word-min-calls">
          {text.minCallsLabel}
        </label>
        <input
          id="word-min-calls"
          className="text-input"
          type="number"
          min={0}
          value={filters.minCalls === 0 ? '' : filters.minCalls}
          data-testid="word-min-calls"
          onChange={(event) =>
            adminWords.setPlayFilters({ minCalls: boundOf(event.target.value, 0, MAX_CALLS_FILTER) ?? 0 })
          }
        />
      </div>
      <div className="admin-field">
        <label className="field-label" htmlFor="word-min-fool-rate">
          {text.minFoolRateLabel}
        </label>
        <input
          id="word-min-fool-rate"
          className="text-input"
          type="number"
          min={0}
          max={100}
          value={filters.minFoolRatePercent ?? ''}
          data-testid="word-min-fool-rate"
          onChange={(event) =>
            adminWords.setPlayFilters({ minFoolRatePercent: boundOf(event.target.value, 0, 100) })
          }
        />
      </div>
      <div className="admin-field">
        <label className="field-label" htmlFor="word-max-fool-rate">
          {text.maxFoolRateLabel}
        </label>
        <input
          id="word-max-fool-rate"
          className="text-input"
          type="number"
          min={0}
          max={100}
          value={filters.maxFoolRatePercent ?? ''}
          data-testid="word-max-fool-rate"
          onChange={(event) =>
            adminWords.setPlayFilters({ maxFoolRatePercent: boundOf(event.target.value, 0, 100) })
          }
        />
      </div>
      <div className="admin-field">
        <label className="field-label" htmlFor="word-retired-filter">
          {text.retiredLabel}
        </label>
        <select
          id="word-retired-filter"
          className="select-input"
          value={filters.retired}
          data-testid="word-retired-filter"
          onChange={(event) =>
            adminWords.setPlayFilters({ retired: event.target.value as AdminWordRetiredFilter })
          }
        >
          {ADMIN_WORD_RETIRED_FILTERS.map((retired) => (
            <option key={retired} value={retired}>
              {text.retiredFilters[retired]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
