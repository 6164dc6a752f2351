// What the bench scripts share: the engine's name, timing one request over warm-ups and samples, the table's row.
import type { LightMyRequestResponse as InjectResponse } from 'fastify';

export const engineName = () => (process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)');

export const TABLE_HEADER = '| request | median | p95 | answer |\n|---|---|---|---|';

/** What a page of a list says: `20 of 100000`. */
export const pageAnswer = (res: InjectResponse) => {
  const body = res.json();
  return `${body.items.length} of ${body.total}`;
};

/**
 * Sends a request `warmups` times unmeasured, then `samples` times measured, one at a time; every answer must be
 * 200 (a benchmark of errors is worthless). Returns the median and p95 in ms, and `answer` of the last response.
 */
export async function timeRequest(
  send: () => Promise<InjectResponse>,
  opts: { warmups: number; samples: number; answer?: (res: InjectResponse) => string },
) {
  const { answer = pageAnswer } = opts;
  const times: number[] = [];
  let last = '';
  for (let i = -opts.warmups; i < opts.samples; i++) {
    const at = performance.now();
    const res = await send();
    const elapsed = performance.now() - at;
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
    if (i < 0) continue;
    times.push(elapsed);
    last = answer(res);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.ceil(times.length * 0.95) - 1],
    answer: last,
  };
}

/** One markdown row: label, then the timings, then the answer (more cells in between when given). */
export const tableRow = (cells: string[], t: { median: number; p95: number; answer: string }) =>
  `| ${[...cells, t.median.toFixed(1), t.p95.toFixed(1), t.answer].join(' | ')} |`;

/** One line of npm run bench's table. `met` is 'yes', 'no', or '—' for a figure that is reported only. */
export interface Row {
  figure: string;
  goal: string;
  measured: string;
  met: string;
}

export const met = (ok: boolean) => (ok ? 'yes' : 'no');
