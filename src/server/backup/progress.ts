// The progress line of `npm run backup` and `npm run restore`: rewritten in place on a terminal, a line every few
// seconds in a log.
import { type Counts, describeCounts } from './format.ts';

export function progressLine(label: string, out: NodeJS.WriteStream = process.stderr) {
  const every = out.isTTY ? 200 : 5000;
  let last = Date.now();
  let shown = false;
  return {
    update(counts: Counts) {
      const now = Date.now();
      if (now - last < every) return;
      last = now;
      shown = true;
      const text = `${label}: ${describeCounts(counts)}`;
      out.write(out.isTTY ? `\r${text}\x1b[K` : `${text}\n`);
    },
    /** Ends the line in place, so what follows starts on its own. */
    done() {
      if (shown && out.isTTY) out.write('\n');
    },
  };
}
