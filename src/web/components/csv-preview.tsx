// The preview of a CSV the office imports (bulk invoices, the flats register): the rows with problems, each with
// what is wrong with it, and the ready rows, in a scrolling list under sticky headings; and the dialog's buttons.
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Cancel or Back, then the action: stacked on a phone (the action on top), in a row from sm up. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** One titled group of rows (a region named by its title). */
export function RowList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="sticky top-0 border-b bg-muted px-3 py-1.5 text-sm font-semibold">{title}</h3>
      <ol>{children}</ol>
    </section>
  );
}

/** A row that cannot be imported: its summary and each of its problems. */
export function ProblemRow({ summary, problems }: { summary: ReactNode; problems: string[] }) {
  return (
    <li className="flex flex-col gap-1 border-b px-3 py-2 text-sm last:border-0">
      <span className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        {summary}
      </span>
      <ul className="ml-6 list-disc pl-4 text-destructive">
        {problems.map((p) => (
          <li key={p} className="break-words">
            {p}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A row ready to import; `children` follow the summary (e.g. a badge). */
export function ReadyRow({ summary, children }: { summary: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex items-start gap-2 border-b px-3 py-2 text-sm last:border-0">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
      {summary}
      {children}
    </li>
  );
}
