// Import the register from a CSV: the server checks every row (its fields, the other rows, the register) and
// nothing is written until the office has seen them. The import is all or nothing, so it waits until no row has a
// problem: fix the file, check it again, then import.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileDown, Search, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  FLAT_CSV_COLUMNS,
  FLATS_CSV_MAX_BYTES,
  type FlatImportRow,
  flatsAdminApi,
} from '@/shared/flats-admin';
import { formatINR } from '@/shared/money';
import { DialogActions, ProblemRow, ReadyRow, RowList } from '@/web/components/csv-preview';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { occupancyName } from './admin-flat-words';
import { problemInLanguage } from './admin-flats-messages';
import { downloadTemplate, previewImport, useFlatWrite } from './use-admin-flats';

export function ImportFlatsDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<{ csv: string; rows: FlatImportRow[] } | null>(null);
  const importer = useFlatWrite(flatsAdminApi.import);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast.error(t`CSV Required`, { description: t`Please select the CSV file of the register` });
      return;
    }
    if (file.size > FLATS_CSV_MAX_BYTES) {
      toast.error(t`File too large`, { description: t`The CSV file must be smaller than 1MB` });
      return;
    }
    setChecking(true);
    try {
      const csv = await file.text();
      setChecked({ csv, rows: (await previewImport(csv)).rows });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setChecking(false);
    }
  }

  async function importAll(csv: string) {
    try {
      const { created } = await importer.mutateAsync({ csv });
      toast.success(
        plural(created, {
          one: '# flat imported into the register',
          other: '# flats imported into the register',
        }),
      );
      onClose();
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const busy = checking || importer.isPending;
  return (
    <Dialog open onOpenChange={(open) => open || busy || onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t`Import Flats`}</DialogTitle>
          <DialogDescription>
            {t`A CSV with one row per flat. Every row is checked before anything is written, and the file is imported whole or not at all.`}
          </DialogDescription>
        </DialogHeader>
        {checked ? (
          <PreviewStep
            rows={checked.rows}
            importing={importer.isPending}
            onBack={() => setChecked(null)}
            onImport={() => importAll(checked.csv)}
          />
        ) : (
          <form onSubmit={check} noValidate className="flex flex-col gap-4">
            <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm">
              <p>
                {/* A break after each comma, so the header wraps between columns on a phone. */}
                {t`Columns:`} <code className="text-xs">{FLAT_CSV_COLUMNS.join(',\u200b')}</code>
              </p>
              <p className="text-muted-foreground">
                {t`Only flat_no is required. Areas in sq ft; amounts like 2500.50; occupancy is owner, let or vacant; the opening balance is positive for arrears and negative for an advance, with its date (2026-04-01 or 01/04/2026). At most 5,000 rows.`}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                icon={<FileDown />}
                onClick={() =>
                  downloadTemplate().catch((err) =>
                    toast.error(t`Error`, { description: inLanguage(errorMessage(err)) }),
                  )
                }
              >
                {t`Download CSV Template`}
              </Button>
            </div>
            <Field label={t`CSV File*`}>
              {(p) => (
                <Input
                  {...p}
                  type="file"
                  accept=".csv,text/csv"
                  className="cursor-pointer py-1.5"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <DialogActions>
              <Button variant="outline" onClick={onClose} disabled={checking}>
                {t`Cancel`}
              </Button>
              <Button type="submit" busy={checking} icon={<Search />}>
                {t`Check File`}
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** One row: where, which flat, its area, occupancy and opening balance (as typed when the row has problems). */
function RowSummary({ row }: { row: FlatImportRow }) {
  const { t } = useLingui();
  const v = row.values;
  const area = v.carpet_area_sqft;
  const ready = row.problems.length === 0;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-0.5">
      <span className="font-medium">{t`Row ${row.line}`}</span>
      <span>{[v.wing, v.flat_no].filter(Boolean).join(' · ') || '—'}</span>
      {area ? <span>{t`${area} sq ft`}</span> : null}
      {v.occupancy ? <span>{ready ? occupancyName(v.occupancy) : v.occupancy}</span> : null}
      {v.opening_balance ? (
        <span className="tabular-nums">{ready ? formatINR(v.opening_balance) : v.opening_balance}</span>
      ) : null}
    </span>
  );
}

function PreviewStep({
  rows,
  importing,
  onBack,
  onImport,
}: {
  rows: FlatImportRow[];
  importing: boolean;
  onBack(): void;
  onImport(): void;
}) {
  const { t } = useLingui();
  const ready = rows.filter((r) => r.problems.length === 0);
  const problems = rows.filter((r) => r.problems.length > 0);
  const readyCount = ready.length;
  const problemCount = problems.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" role="status">
        <strong>{plural(readyCount, { one: '# row ready', other: '# rows ready' })}</strong>
        {problemCount
          ? plural(problemCount, {
              one: ', # row with problems. Fix the file and check it again: nothing is imported until every row is ready.',
              other:
                ', # rows with problems. Fix the file and check it again: nothing is imported until every row is ready.',
            })
          : '.'}
      </p>
      <div className="max-h-[45vh] overflow-y-auto rounded-md border">
        {problemCount ? (
          <RowList title={t`Problems (${problemCount})`}>
            {problems.map((r) => (
              <ProblemRow
                key={r.line}
                summary={<RowSummary row={r} />}
                problems={r.problems.map(problemInLanguage)}
              />
            ))}
          </RowList>
        ) : null}
        {readyCount ? (
          <RowList title={t`Ready (${readyCount})`}>
            {ready.map((r) => (
              <ReadyRow key={r.line} summary={<RowSummary row={r} />} />
            ))}
          </RowList>
        ) : null}
      </div>
      <DialogActions>
        <Button variant="outline" onClick={onBack} disabled={importing}>
          {t`Choose Another File`}
        </Button>
        <Button icon={<Upload />} busy={importing} disabled={problemCount > 0} onClick={onImport}>
          {plural(readyCount, { one: 'Import # Flat', other: 'Import # Flats' })}
        </Button>
      </DialogActions>
    </div>
  );
}
