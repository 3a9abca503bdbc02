import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatMoney } from '../../../../shared/format.js';
import { type CurrencyCode, STOREFRONTS, type StorefrontCode } from '../../../../shared/storefronts.js';
import type { StorefrontDailySales } from '../../../../shared/types/back-office.js';

/** The drawing's own units: the SVG scales to its box (viewBox), so one size serves 390 and 1280 px. */
const WIDTH = 320;
const LEFT = 56;
const PANEL = 44;
const GAP = 26;
const TOP = 16;
const HEIGHT = TOP + PANEL + GAP + PANEL + 22;

/**
 * One storefront's last 30 days as two bar panels on one time axis: orders placed per day above, paid
 * revenue per day below in the storefront's own currency. Pure SVG, drawn on the server; its title and
 * description say the same in words for those who do not see it.
 */
export function DailySalesChart(props: { series: StorefrontDailySales }) {
  const { storefront, currency, days } = props.series;
  const code = (storefront in STOREFRONTS ? storefront : 'US') as StorefrontCode;
  const locale = STOREFRONTS[code].locale;
  const money = (amount: number) => formatMoney({ amount, currency: currency as CurrencyCode }, code);
  const compactMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const dayLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, WIDTH - LEFT - 4], padding: 0.2 });
  const mostOrders = Math.max(1, ...days.map((d) => d.orders));
  const mostRevenue = Math.max(1, ...days.map((d) => d.revenue));
  const orders = scaleLinear<number>({ domain: [0, mostOrders], range: [PANEL, 0] });
  const revenue = scaleLinear<number>({ domain: [0, mostRevenue], range: [PANEL, 0] });
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);
  const totalRevenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const busiest = days.reduce((best, d) => (d.orders > best.orders ? d : best), days[0] ?? { day: '', orders: 0, revenue: 0 });
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const middle = days[Math.floor(days.length / 2)]?.day ?? '';
  const id = `sales-chart-${storefront}-${currency}`;

  return (
    <svg
      className="admin-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{`Orders and revenue in ${storefront}, last 30 days`}</title>
      <desc id={`${id}-desc`}>
        {`${totalOrders} orders and ${money(totalRevenue)} paid revenue from ${label(first)} to ${label(last)}`}
        {busiest.orders > 0 ? `; busiest day ${label(busiest.day)} with ${busiest.orders} orders.` : '.'}
      </desc>
      <Group left={LEFT} top={TOP}>
        <text className="admin-chart__panel" x={0} y={-5}>
          Orders per day
        </text>
        <AxisLeft scale={orders} tickValues={[0, mostOrders]} tickFormat={(v) => String(v)} {...axisStyle} />
        {days.map((d) => (
          <Bar
            key={d.day}
            className="admin-chart__bar"
            x={x(d.day)}
            y={orders(d.orders)}
            width={x.bandwidth()}
            height={PANEL - orders(d.orders)}
          />
        ))}
      </Group>
      <Group left={LEFT} top={TOP + PANEL + GAP}>
        <text className="admin-chart__panel" x={0} y={-5}>
          {`Paid revenue per day (${currency})`}
        </text>
        <AxisLeft
          scale={revenue}
          tickValues={[0, mostRevenue]}
          tickFormat={(v) => compactMoney.format(Number(v) / 100)}
          {...axisStyle}
        />
        {days.map((d) => (
          <Bar
            key={d.day}
            className="admin-chart__bar admin-chart__bar--revenue"
            x={x(d.day)}
            y={revenue(d.revenue)}
            width={x.bandwidth()}
            height={PANEL - revenue(d.revenue)}
          />
        ))}
        <AxisBottom
          top={PANEL}
          scale={x}
          tickValues={[first, middle, last]}
          tickFormat={(day) => label(String(day))}
          {...axisStyle}
        />
      </Group>
    </svg>
  );
}

const axisStyle = {
  stroke: '#c9c6d3',
  tickStroke: '#c9c6d3',
  tickLength: 3,
  tickLabelProps: { fontSize: 10, fill: '#5b5b6b' },
} as const;
