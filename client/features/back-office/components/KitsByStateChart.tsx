import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Link } from '../../../components/navigation/Link.js';

/** The drawing's own units (viewBox): labels on the left, bars in the middle, each count a link on the right. */
const WIDTH = 340;
const LABELS = 184;
const BARS = 116;
const ROW = 28;

export interface KitsByStateRow {
  key: string;
  label: string;
  value: number;
  to: string;
}

/**
 * Kits by state as horizontal bars, drawn on the server as SVG. Each count is a link to the lab's list in
 * that state, so the chart is also the way in; the title names the chart and the description sums it up.
 */
export function KitsByStateChart(props: { rows: KitsByStateRow[] }) {
  const { rows } = props;
  const height = rows.length * ROW;
  const y = scaleBand<string>({ domain: rows.map((r) => r.key), range: [0, height], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...rows.map((r) => r.value))], range: [0, BARS] });
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return (
    <svg
      className="admin-chart admin-chart--kits"
      viewBox={`0 0 ${WIDTH} ${height}`}
      aria-labelledby="kits-chart-title"
      aria-describedby="kits-chart-desc"
    >
      <title id="kits-chart-title">Kits by state</title>
      <desc id="kits-chart-desc">{`${total} kits: ${rows.map((r) => `${r.value} ${r.label.toLowerCase()}`).join(', ')}.`}</desc>
      {rows.map((row) => {
        const top = y(row.key) ?? 0;
        const middle = top + y.bandwidth() / 2;
        const length = x(row.value);
        return (
          <Group key={row.key}>
            <text className="admin-chart__label" x={LABELS - 6} y={middle} textAnchor="end" dominantBaseline="central">
              {row.label}
            </text>
            <rect className="admin-chart__track" x={LABELS} y={top} width={BARS} height={y.bandwidth()} rx={3} />
            <Bar className="admin-chart__bar" x={LABELS} y={top} width={length} height={y.bandwidth()} rx={3} />
            <Link to={row.to} aria-label={`${row.value} kits: ${row.label}`} className="admin-chart__link">
              <text x={LABELS + BARS + 8} y={middle} dominantBaseline="central">
                {row.value}
              </text>
            </Link>
          </Group>
        );
      })}
    </svg>
  );
}
