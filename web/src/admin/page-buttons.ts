import type { Messages } from '../i18n/messages';

/** docs/product.md §2 Word Database: up to 5 numbered page buttons, a window around the current page. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers (1-based) to offer as buttons: the current page centred where the ends allow. */
export function pageButtons(
  currentPage: number,
  totalPages: number,
  maxButtons = MAX_PAGE_BUTTONS,
): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(maxButtons, totalPages);
  const first = Math.min(Math.max(1, currentPage - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The list's title (docs/product.md §2: 'a title showing the range of the total'), e.g. 'Showing 11–20 of 42'. */
export function rangeTitle(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  messages: Messages['adminWords'],
): string {
  if (total === 0 || shown === 0) return messages.rangeEmpty({ total });
  const first = (page - 1) * pageSize + 1;
  return messages.range({ first, last: first + shown - 1, total });
}
