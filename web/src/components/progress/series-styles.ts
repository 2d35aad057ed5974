// How each line of the stats view's charts looks (: readable without colour). Every series on a
// chart differs in its dash pattern and its marker shape, and the legend says both in words; the colours
// (the palette's AA-contrast inks) only add to that.

export type SeriesName = 'score' | 'accuracy' | 'realPrecision' | 'fakePrecision';
/** The legend's words for a pattern (progress catalogue, chart.patterns). */
export type PatternName = 'solidCircles' | 'dashedSquares' | 'dottedTriangles';
export type MarkerShape = 'circle' | 'square' | 'triangle';

export interface SeriesStyle {
  /** SVG stroke-dasharray; undefined draws a solid line. */
  dash: string | undefined;
  marker: MarkerShape;
  colour: string;
  pattern: PatternName;
}

const SOLID_CIRCLES = { dash: undefined, marker: 'circle', pattern: 'solidCircles' } as const;

export const SERIES_STYLES: Readonly<Record<SeriesName, SeriesStyle>> = {
  score: { ...SOLID_CIRCLES, colour: '#4b2fc4' },
  accuracy: { ...SOLID_CIRCLES, colour: '#4b2fc4' },
  realPrecision: { dash: '8 4', marker: 'square', colour: '#137a4a', pattern: 'dashedSquares' },
  fakePrecision: { dash: '2 3', marker: 'triangle', colour: '#b01e33', pattern: 'dottedTriangles' },
};
