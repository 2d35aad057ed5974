import type { SeriesStyle } from './series-styles';

/** A legend's sample of a line: its dash pattern with its marker in the middle. Decorative: the text says it. */
export function SeriesSwatch({ style }: { style: SeriesStyle }) {
  return (
    <svg className="series-swatch" width="36" height="14" viewBox="0 0 36 14" aria-hidden="true">
      <line x1="1" y1="7" x2="35" y2="7" stroke={style.colour} strokeWidth="2" strokeDasharray={style.dash} />
      {style.marker === 'circle' && <circle cx="18" cy="7" r="4" fill={style.colour} />}
      {style.marker === 'square' && <rect x="14" y="3" width="8" height="8" fill={style.colour} />}
      {style.marker === 'triangle' && <polygon points="18,2 23,11 13,11" fill={style.colour} />}
    </svg>
  );
}
