import { MAX_SCORE } from '@bluffle/shared-schema';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMessages } from '../../state/use-messages';
import type { ProgressPoint } from '../../stats/progress-series';
import { SeriesSwatch } from './SeriesSwatch';
import { SERIES_STYLES, type SeriesName } from './series-styles';

const CHART_HEIGHT = 220;

type PercentSeries = Extract<SeriesName, 'accuracy' | 'realPrecision' | 'fakePrecision'>;
const POINT_FIELDS: Record<SeriesName, keyof ProgressPoint> = {
  score: 'score',
  accuracy: 'accuracy',
  realPrecision: 'realWordPrecision',
  fakePrecision: 'fakeWordPrecision',
};

/** One line, styled by its series: dash pattern and marker shape first, colour on top. */
function seriesLine(series: SeriesName, name: string) {
  const style = SERIES_STYLES[series];
  return (
    <Line
      key={series}
      type="linear"
      dataKey={POINT_FIELDS[series]}
      name={name}
      stroke={style.colour}
      strokeWidth={2}
      strokeDasharray={style.dash}
      dot={{ symbol: style.marker, r: 5, fill: style.colour, stroke: style.colour }}
      activeDot={{ symbol: style.marker, r: 7, fill: style.colour, stroke: style.colour }}
      // A precision the game did not have is a gap, never a false 0%.
      connectNulls={false}
      isAnimationActive={false}
    />
  );
}

function Legend({ series }: { series: SeriesName[] }) {
  const { progress } = useMessages();
  const { chart } = progress;
  return (
    <ul className="chart-legend">
      {series.map((name) => (
        <li key={name} data-testid={`legend-${name}`}>
          <SeriesSwatch style={SERIES_STYLES[name]} />
          {chart.legend({ series: chart.series[name], pattern: chart.patterns[SERIES_STYLES[name].pattern] })}
        </li>
      ))}
    </ul>
  );
}

interface ChartProps {
  id: string;
  title: string;
  points: ProgressPoint[];
  series: SeriesName[];
  yDomain: [number, number];
  yLabel: string;
  unit: string;
}

function ProgressChart({ id, title, points, series, yDomain, yLabel, unit }: ChartProps) {
  const { progress } = useMessages();
  const { chart } = progress;
  return (
    <figure className="progress-chart" data-testid={`chart-${id}`} aria-labelledby={`chart-${id}-title`}>
      <figcaption id={`chart-${id}-title`} className="progress-chart-title">
        {title}
      </figcaption>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 28, left: 0 }} title={title}>
          <CartesianGrid stroke="#e4def9" />
          <XAxis
            dataKey="gameNumber"
            stroke="#5b5478"
            allowDecimals={false}
            label={{ value: chart.gameAxis, position: 'insideBottom', offset: -18, fill: '#5b5478' }}
          />
          <YAxis
            domain={yDomain}
            stroke="#5b5478"
            allowDecimals={false}
            width={64}
            // Centred on the axis, clear of the tick numbers.
            label={{
              value: yLabel,
              angle: -90,
              position: 'insideLeft',
              style: { textAnchor: 'middle' },
              fill: '#5b5478',
            }}
          />
          <Tooltip
            labelFormatter={(gameNumber) => chart.gameNumber({ number: Number(gameNumber) })}
            formatter={(value) => `${String(value)}${unit}`}
          />
          {series.map((name) => seriesLine(name, chart.series[name]))}
        </LineChart>
      </ResponsiveContainer>
      <Legend series={series} />
    </figure>
  );
}

/**
 * The stats view's charts ( 'Progress that shows'), drawn with recharts: the score per game, and
 * accuracy with real-vs-fake precision per game. The table beside them carries the same numbers in text.
 */
export function ProgressCharts({ points }: { points: ProgressPoint[] }) {
  const { progress } = useMessages();
  const percentSeries: PercentSeries[] = ['accuracy', 'realPrecision', 'fakePrecision'];
  return (
    <div className="progress-charts">
      <ProgressChart
        id="score"
        title={progress.chart.scoreTitle}
        points={points}
        series={['score']}
        yDomain={[0, MAX_SCORE]}
        yLabel={progress.chart.pointsAxis}
        unit=""
      />
      <ProgressChart
        id="percent"
        title={progress.chart.percentTitle}
        points={points}
        series={percentSeries}
        yDomain={[0, 100]}
        yLabel={progress.chart.percentAxis}
        unit="%"
      />
    </div>
  );
}
