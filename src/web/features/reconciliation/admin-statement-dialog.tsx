// Import a bank statement: the CSV file and how its columns are read — recognised from a preset's headings (any
// bank, or one chosen), a bank whose columns the office mapped before, or mapped now (and then remembered under the
// bank's name). The server says the same as the form and names the line of a bad file.
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  reconciliationAdminApi as recon,
  STATEMENT_MAX_BYTES,
  STATEMENT_TEXT,
  type StatementImport,
  type StatementReading,
} from '@/shared/reconciliation-admin';
import { FileInput } from '@/web/components/file-input';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { api, errorMessage, upload } from '@/web/lib/api';

/** The columns the office maps, with whether the statement must have them. */
const MAPPED = [
  ['date', 'Date', true],
  ['narration', 'Narration', true],
  ['reference', 'Reference', false],
  ['credit', 'Credit (deposit)', true],
  ['debit', 'Debit (withdrawal)', true],
  ['balance', 'Balance', false],
] as const;
type Mapped = (typeof MAPPED)[number][0];

const AUTO = '';
const MAP = 'map';

export function StatementDialog({
  onImported,
  onClose,
}: {
  /** The summary of a statement read at once, or the task reading a large one. */
  onImported(result: StatementImport | StatementReading): void;
  onClose(): void;
}) {
  const layouts = useQuery({
    queryKey: ['admin', 'reconciliation', 'layouts'],
    queryFn: () => api(recon.layouts),
  });
  const [file, setFile] = useState<File | null>(null);
  // '' any preset, 'preset:<id>', 'bank:<name>', or 'map'.
  const [how, setHow] = useState(AUTO);
  const [bank, setBank] = useState('');
  const [columns, setColumns] = useState<Record<Mapped, string>>({
    date: '',
    narration: '',
    reference: '',
    credit: '',
    debit: '',
    balance: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function fields() {
    if (how.startsWith('preset:')) return { preset: how.slice('preset:'.length) };
    if (how.startsWith('bank:')) return { bank: how.slice('bank:'.length) };
    if (how !== MAP) return {};
    const mapping = Object.fromEntries(Object.entries(columns).filter(([, heading]) => heading.trim()));
    return { ...(bank.trim() ? { bank } : {}), mapping: JSON.stringify(mapping) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setProblem(STATEMENT_TEXT.empty);
    setBusy(true);
    try {
      onImported(await upload(recon.importStatement, fields(), file));
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title="Import bank statement"
      description="The statement as CSV from the society's bank. Lines already imported (the same or an overlapping period) are skipped; only credits are matched."
      submitLabel="Import"
      submitIcon={<Upload />}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <FileInput
        label="Statement (CSV)*"
        accept=".csv"
        file={file}
        maxBytes={STATEMENT_MAX_BYTES}
        tooLargeMessage={STATEMENT_TEXT.tooLarge}
        onFileChange={(f) => {
          setFile(f);
          setProblem(null);
        }}
      />
      <Field label="Columns" hint="How the statement's columns are read.">
        {(p) => (
          <NativeSelect {...p} value={how} onChange={(e) => setHow(e.target.value)}>
            <option value={AUTO}>Recognise the bank from its headings</option>
            {layouts.data?.presets.length ? (
              <optgroup label="Bank layouts">
                {layouts.data.presets.map((l) => (
                  <option key={l.id} value={`preset:${l.id}`}>
                    {l.bank}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {layouts.data?.remembered.length ? (
              <optgroup label="Mapped before">
                {layouts.data.remembered.map((b) => (
                  <option key={b} value={`bank:${b}`}>
                    {b}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <option value={MAP}>Map the columns…</option>
          </NativeSelect>
        )}
      </Field>
      {how === MAP ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            className="sm:col-span-2"
            label="Bank's name"
            hint="The mapping is remembered under this name for the next statement; empty: used this once."
          >
            {(p) => <Input {...p} value={bank} maxLength={60} onChange={(e) => setBank(e.target.value)} />}
          </Field>
          {MAPPED.map(([key, label, required]) => (
            <Field key={key} label={`${label} column${required ? '*' : ''}`}>
              {(p) => (
                <Input
                  {...p}
                  value={columns[key]}
                  maxLength={60}
                  placeholder="Heading as the file has it"
                  onChange={(e) => setColumns((c) => ({ ...c, [key]: e.target.value }))}
                />
              )}
            </Field>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </FormDialog>
  );
}
