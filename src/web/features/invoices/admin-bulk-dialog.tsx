// Bulk Upload: a month's invoices from a CSV (one row per invoice, naming its PDF) and the PDFs. The server
// previews every row (ready, or what is wrong with it) before anything is written; confirming sends the ready
// rows with their PDFs in batches, each row written on its own, and ends with a result for every row.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, FileDown, Search, Upload, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type InvoiceKind, REPAIR_TYPES } from '@/shared/invoices';
import {
  BULK_BATCH_BYTES,
  BULK_BATCH_FILES,
  BULK_COLUMNS,
  BULK_CSV_MAX_BYTES,
  BULK_ROWS_MAX_CHARS,
  type BulkPreview,
  type BulkResult,
  type BulkRow,
  bulkTemplateName,
  invoicesAdminApi,
} from '@/shared/invoices-admin';
import { formatINR } from '@/shared/money';
import { DialogActions, ProblemRow, ReadyRow, RowList } from '@/web/components/csv-preview';
import { Badge } from '@/web/components/ui/badge';
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
import { download, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { repairTypeName } from './admin-invoice-words';
import { previewBulk, useBulkBatch } from './use-admin-invoices';

type Step =
  | { name: 'choose' }
  | { name: 'preview'; preview: BulkPreview }
  | { name: 'uploading'; total: number; done: number }
  | { name: 'done'; results: BulkResult[] };

/** A ready row as the server's batch endpoint reads it. */
const sendable = (kind: InvoiceKind, r: BulkRow) => ({
  line: r.line,
  flat_no: r.flat_no,
  invoice_number: r.invoice_number,
  invoice_date: r.invoice_date,
  amount: r.amount,
  due_date: r.due_date,
  description: r.description,
  ...(kind === 'repair' ? { repair_type: r.repair_type } : {}),
  file_name: r.file_name,
});

/** Ready rows in batches that stay within the endpoint's limits on files, bytes and the rows' JSON. */
function batchesOf(kind: InvoiceKind, rows: BulkRow[], files: File[]) {
  const batches: BulkRow[][] = [];
  let current: BulkRow[] = [];
  let bytes = 0;
  const jsonLength = (b: BulkRow[]) =>
    new TextEncoder().encode(JSON.stringify(b.map((r) => sendable(kind, r)))).length;
  for (const row of rows) {
    const size = files[row.file_index!].size;
    const full =
      current.length === BULK_BATCH_FILES ||
      bytes + size > BULK_BATCH_BYTES ||
      jsonLength([...current, row]) > BULK_ROWS_MAX_CHARS;
    if (current.length && full) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

export function BulkInvoiceDialog({ kind, onClose }: { kind: InvoiceKind; onClose(): void }) {
  const { t } = useLingui();
  const [csv, setCsv] = useState<File | null>(null);
  const [pdfs, setPdfs] = useState<File[]>([]);
  const [checking, setChecking] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const batch = useBulkBatch(kind);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!csv) {
      toast.error(t`CSV Required`, { description: t`Please select the CSV file that lists the invoices` });
      return;
    }
    if (csv.size > BULK_CSV_MAX_BYTES) {
      toast.error(t`File too large`, { description: t`The CSV file must be smaller than 2MB` });
      return;
    }
    if (!pdfs.length) {
      toast.error(t`PDF Required`, { description: t`Please select the PDF files the CSV names` });
      return;
    }
    setChecking(true);
    try {
      setStep({ name: 'preview', preview: await previewBulk(kind, csv, pdfs) });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setChecking(false);
    }
  }

  async function uploadReady(rows: BulkRow[]) {
    const results: BulkResult[] = [];
    const upload_id = crypto.randomUUID();
    setStep({ name: 'uploading', total: rows.length, done: 0 });
    for (const part of batchesOf(kind, rows, pdfs)) {
      try {
        const answer = await batch.mutateAsync({
          upload_id,
          rows: JSON.stringify(part.map((r) => sendable(kind, r))),
          files: part.map((r) => pdfs[r.file_index!]),
        });
        results.push(...answer.results);
      } catch (err) {
        // The whole request failed (the connection, a file changed since the preview): none of its rows was written.
        const message = inLanguage(errorMessage(err));
        results.push(
          ...part.map((r) => ({
            line: r.line,
            flat_no: r.flat_no,
            invoice_number: r.invoice_number,
            status: 'failed' as const,
            message,
          })),
        );
      }
      setStep({ name: 'uploading', total: rows.length, done: results.length });
    }
    const created = results.filter((r) => r.status === 'created').length;
    if (created)
      toast.success(
        kind === 'repair'
          ? plural(created, {
              one: '# repair invoice uploaded successfully',
              other: '# repair invoices uploaded successfully',
            })
          : plural(created, {
              one: '# maintenance invoice uploaded successfully',
              other: '# maintenance invoices uploaded successfully',
            }),
      );
    const notUploaded = results.length - created;
    if (notUploaded)
      toast.error(t`Error`, {
        description: plural(notUploaded, {
          one: '# invoice could not be uploaded',
          other: '# invoices could not be uploaded',
        }),
      });
    setStep({ name: 'done', results });
  }

  const busy = checking || step.name === 'uploading';

  return (
    <Dialog open onOpenChange={(open) => open || busy || onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t({ message: 'Bulk Upload', context: 'invoices' })}</DialogTitle>
          <DialogDescription>
            {kind === 'repair'
              ? t`A CSV with one row per repair invoice, and the PDFs it names. Nothing is written until you have seen every row checked.`
              : t`A CSV with one row per maintenance invoice, and the PDFs it names. Nothing is written until you have seen every row checked.`}
          </DialogDescription>
        </DialogHeader>

        {step.name === 'choose' ? (
          <form onSubmit={check} noValidate className="flex flex-col gap-4">
            <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm">
              <p>
                {/* A break after each comma, so the header wraps between columns on a phone. */}
                {t`Columns:`} <code className="text-xs">{BULK_COLUMNS[kind].join(',\u200b')}</code>
              </p>
              <p className="text-muted-foreground">
                {kind === 'repair'
                  ? t`Dates as 2026-04-01 or 01/04/2026, amounts like 2500.50; due_date and description may be empty; repair_type is one of ${REPAIR_TYPES.join(', ')}. file_name is the PDF's name. At most 5,000 rows.`
                  : t`Dates as 2026-04-01 or 01/04/2026, amounts like 2500.50; due_date and description may be empty. file_name is the PDF's name. At most 5,000 rows.`}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                icon={<FileDown />}
                onClick={() =>
                  download(invoicesAdminApi[kind].bulkTemplate, {}, bulkTemplateName(kind)).catch((err) =>
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
                  onChange={(e) => setCsv(e.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <Field
              label={t`Invoice PDFs*`}
              hint={
                pdfs.length
                  ? plural(pdfs.length, { one: '# PDF chosen', other: '# PDFs chosen' })
                  : t`Select all the month’s PDFs at once.`
              }
            >
              {(p) => (
                <Input
                  {...p}
                  type="file"
                  multiple
                  accept=".pdf,application/pdf"
                  className="cursor-pointer py-1.5"
                  onChange={(e) => setPdfs(Array.from(e.target.files ?? []))}
                />
              )}
            </Field>
            <DialogActions>
              <Button variant="outline" onClick={onClose} disabled={checking}>
                {t`Cancel`}
              </Button>
              <Button type="submit" busy={checking} icon={<Search />}>
                {t`Check Files`}
              </Button>
            </DialogActions>
          </form>
        ) : step.name === 'preview' ? (
          <PreviewStep
            preview={step.preview}
            onBack={() => setStep({ name: 'choose' })}
            onUpload={uploadReady}
          />
        ) : step.name === 'uploading' ? (
          <p className="py-6 text-center text-sm" role="status">
            {t`Uploading… ${step.done} of ${step.total} done`}
          </p>
        ) : (
          <ResultStep results={step.results} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * One CSV row: where, which flat and invoice, how much, and which file. A row with problems shows its values
 * as typed (a date like 2026-06-31 must not read as 1 Jul).
 */
function RowSummary({ row }: { row: BulkRow }) {
  const { t } = useLingui();
  const ready = row.problems.length === 0;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-0.5">
      <span className="font-medium">{t`Row ${row.line}`}</span>
      <span>{row.flat_no || '—'}</span>
      <span className="break-all">{row.invoice_number || '—'}</span>
      <span>{ready ? formatDate(row.invoice_date) : row.invoice_date || '—'}</span>
      <span className="tabular-nums">{ready ? formatINR(row.amount) : row.amount || '—'}</span>
      {row.repair_type ? <span>{ready ? repairTypeName(row.repair_type) : row.repair_type}</span> : null}
      <span className="break-all text-muted-foreground">{row.file_name}</span>
    </span>
  );
}

function PreviewStep({
  preview,
  onBack,
  onUpload,
}: {
  preview: BulkPreview;
  onBack(): void;
  onUpload(rows: BulkRow[]): void;
}) {
  const { t } = useLingui();
  const ready = preview.rows.filter((r) => r.problems.length === 0);
  const problems = preview.rows.filter((r) => r.problems.length > 0);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" role="status">
        <strong>{plural(ready.length, { one: '# row ready', other: '# rows ready' })}</strong>
        {problems.length
          ? `, ${plural(problems.length, { one: '# row with problems (not uploaded)', other: '# rows with problems (not uploaded)' })}`
          : ''}
        .
      </p>
      {preview.unused_files.length ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm break-words">
          {preview.unused_files.length === 1
            ? t`No row names this PDF, so it is not uploaded:`
            : t`No row names these PDFs, so they are not uploaded:`}{' '}
          {preview.unused_files.join(', ')}
        </p>
      ) : null}
      <div className="max-h-[45vh] overflow-y-auto rounded-md border">
        {problems.length ? (
          <RowList title={t`Problems (${problems.length})`}>
            {problems.map((r) => (
              <ProblemRow
                key={r.line}
                summary={<RowSummary row={r} />}
                problems={r.problems.map(inLanguage)}
              />
            ))}
          </RowList>
        ) : null}
        {ready.length ? (
          <RowList title={t`Ready (${ready.length})`}>
            {ready.map((r) => (
              <ReadyRow key={r.line} summary={<RowSummary row={r} />}>
                <Badge variant="success" className="ml-auto shrink-0">
                  {t`Ready`}
                </Badge>
              </ReadyRow>
            ))}
          </RowList>
        ) : null}
      </div>
      <DialogActions>
        <Button variant="outline" onClick={onBack}>
          {t`Back`}
        </Button>
        <Button icon={<Upload />} disabled={!ready.length} onClick={() => onUpload(ready)}>
          {plural(ready.length, { one: 'Upload # Invoice', other: 'Upload # Invoices' })}
        </Button>
      </DialogActions>
    </div>
  );
}

function ResultStep({ results, onClose }: { results: BulkResult[]; onClose(): void }) {
  const { t } = useLingui();
  const created = results.filter((r) => r.status === 'created');
  const failed = results.filter((r) => r.status === 'failed');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" role="status">
        <strong>{plural(created.length, { one: '# invoice uploaded', other: '# invoices uploaded' })}</strong>
        {failed.length
          ? `, ${plural(failed.length, { one: '# invoice not uploaded', other: '# invoices not uploaded' })}`
          : ''}
        .
      </p>
      <div className="max-h-[45vh] overflow-y-auto rounded-md border">
        <RowList title={t`Results`}>
          {[...failed, ...created].map((r) => (
            <li key={r.line} className="flex items-start gap-2 border-b px-3 py-2 text-sm last:border-0">
              {r.status === 'created' ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              )}
              <span className="flex min-w-0 flex-col">
                <span className="flex flex-wrap gap-x-3">
                  <span className="font-medium">{t`Row ${r.line}`}</span>
                  <span>{r.flat_no}</span>
                  <span className="break-all">{r.invoice_number}</span>
                  <span>
                    {r.status === 'created'
                      ? t`Uploaded`
                      : t({ message: 'Not uploaded', context: 'one row' })}
                  </span>
                </span>
                {r.message ? (
                  <span className="break-words text-destructive">{inLanguage(r.message)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </RowList>
      </div>
      <DialogActions>
        <Button onClick={onClose}>{t`Done`}</Button>
      </DialogActions>
    </div>
  );
}
