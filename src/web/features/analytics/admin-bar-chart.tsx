// Bar charts drawn as plain SVG at the width they are given: upright columns (months) or horizontal bars
// (categories), stacked or side by side, with a value axis, gridlines and a legend. A charting library cost
// the analytics page ~113 kB gzip for three such charts; this is a few. The picture is for sighted readers:
// ChartFigure hides it from assistive technology and gives the same numbers as a table.
import { useLayoutEffect, useRef, useState } from 'react';

export interface BarSeries {
  label: string;
  colour: string;
}

export interface BarRow {
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
  /** Written after the row's last bar (horizontal bars only), e.g. a median. */
  note?: string;
}

const AXIS_TEXT = { fontSize: 12, fill: '#5b6b70' };
const GRID = '#dde3e1';
/** Room for the value axis under horizontal bars and the labels under columns. */
const BOTTOM = 24;

/**
 * Whole-number ticks from 0 past `max`: about four steps of 1, 2 or 5 × a power of ten, fewer (down to one) when
 * only `most` steps fit along the axis.
 */
export function niceTicks(max: number, most = 4) {
  const rough = max > 0 ? max / Math.max(1, Math.min(4, most)) : 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? rough);
  const steps = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** Room one value label takes along a horizontal axis: ~7 px a character of 12 px text, and a gap. */
const tickRoom = (label: string) => label.length * 7 + 12;

/** The element's content width, measured before paint and kept up to date as it resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function BarChart({
  series,
  rows,
  orientation,
  stacked,
  height,
  formatValue,
  formatTick = formatValue,
  labelWidth,
}: {
  series: BarSeries[];
  rows: BarRow[];
  orientation: 'columns' | 'bars';
  stacked: boolean;
  /** Height of the drawing, legend excluded; the space is kept while the width is measured (no layout shift). */
  height: number;
  /** A value as the hover title shows it. */
  formatValue: (n: number) => string;
  formatTick?: (n: number) => string;
  /** Room for the row labels (bars) or the value ticks (columns), in px. */
  labelWidth: number;
}) {
  const [ref, width] = useWidth();
  const sums = rows.map((r) => (stacked ? r.values.reduce((a, b) => a + b, 0) : Math.max(0, ...r.values)));
  const largest = Math.max(0, ...sums);
  // Room after the bars for the longest note, at ~7 px a character of 12 px text.
  const noteRoom = Math.max(0, ...rows.map((r) => (r.note ? 10 + r.note.length * 7 : 0)));
  const columns = orientation === 'columns';
  // The plot area: labels on the left, the axis below, room on the right for notes and half the last tick's label.
  const left = labelWidth;
  const right = Math.max(left + 1, width - Math.max(20, noteRoom));
  const upper = columns ? 8 : 0;
  const lower = height - BOTTOM;
  const valueLength = columns ? lower - upper : right - left;
  // Under horizontal bars the value labels sit side by side: on a phone, thousands ("4,000") need fewer of them.
  const ticks = niceTicks(
    largest,
    columns ? 4 : Math.floor(valueLength / tickRoom(formatTick(niceTicks(largest).at(-1) ?? 0))),
  );
  const top = ticks[ticks.length - 1];
  const bandLength = (columns ? right - left : lower - upper) / Math.max(1, rows.length);
  const scale = (v: number) => (v / top) * valueLength;
  const thickness = stacked
    ? Math.min(48, bandLength * 0.7)
    : Math.min(24, (bandLength * 0.8) / series.length);
  // Column labels (months) need ~48 px each: on a narrow screen every k-th, counted back from the latest.
  const every = Math.max(1, Math.ceil((rows.length * 48) / Math.max(1, right - left)));

  return (
    <div>
      <div ref={ref} style={{ height }}>
        {width > 0 && (
          <svg width={width} height={height} role="presentation" data-chart={orientation} className="block">
            {ticks.map((t) => {
              const at = columns ? lower - scale(t) : left + scale(t);
              return (
                <g key={t}>
                  {columns ? (
                    <line x1={left} x2={right} y1={at} y2={at} stroke={GRID} />
                  ) : (
                    <line x1={at} x2={at} y1={upper} y2={lower} stroke={GRID} />
                  )}
                  <text
                    {...AXIS_TEXT}
                    x={columns ? left - 8 : at}
                    y={columns ? at : lower + 16}
                    textAnchor={columns ? 'end' : 'middle'}
                    dominantBaseline={columns ? 'middle' : undefined}
                  >
                    {formatTick(t)}
                  </text>
                </g>
              );
            })}
            {rows.map((row, i) => {
              const start = (columns ? left : upper) + i * bandLength;
              const centre = start + bandLength / 2;
              let offset = 0;
              const bars = row.values.map((v, s) => {
                const length = scale(v);
                const across = stacked
                  ? centre - thickness / 2
                  : centre - (thickness * series.length) / 2 + s * thickness;
                const along = stacked ? offset : 0;
                offset += length;
                return { s, v, length, across, along };
              });
              const last = bars[bars.length - 1];
              return (
                <g key={row.label} className="group">
                  <title>
                    {`${row.label}: ${series.map((s, k) => `${s.label} ${formatValue(row.values[k])}`).join(', ')}`}
                  </title>
                  <rect
                    {...(columns
                      ? { x: start, y: upper, width: bandLength, height: lower - upper }
                      : { x: left, y: start, width: right - left, height: bandLength })}
                    className="fill-transparent group-hover:fill-[#eef1ef]"
                  />
                  {bars
                    .filter((b) => b.length > 0)
                    .map((b) => (
                      <rect
                        key={b.s}
                        data-bar
                        fill={series[b.s].colour}
                        stroke={stacked ? '#fff' : undefined}
                        {...(columns
                          ? { x: b.across, y: lower - b.along - b.length, width: thickness, height: b.length }
                          : { x: left + b.along, y: b.across, width: b.length, height: thickness })}
                      />
                    ))}
                  {columns ? (
                    (rows.length - 1 - i) % every === 0 && (
                      <text {...AXIS_TEXT} x={centre} y={lower + 16} textAnchor="middle">
                        {row.label}
                      </text>
                    )
                  ) : (
                    <text {...AXIS_TEXT} x={left - 8} y={centre} textAnchor="end" dominantBaseline="middle">
                      {row.label}
                    </text>
                  )}
                  {!columns && row.note && (
                    <text
                      {...AXIS_TEXT}
                      x={left + last.along + last.length + 6}
                      y={last.across + thickness / 2}
                      dominantBaseline="middle"
                    >
                      {row.note}
                    </text>
                  )}
                </g>
              );
            })}
            {columns ? (
              <line x1={left} x2={right} y1={lower} y2={lower} stroke="#9aa5a8" />
            ) : (
              <line x1={left} x2={left} y1={upper} y2={lower} stroke="#9aa5a8" />
            )}
          </svg>
        )}
      </div>
      <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-[13px]">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span className="size-2.5 shrink-0 rounded-sm" style={{ background: s.colour }} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
