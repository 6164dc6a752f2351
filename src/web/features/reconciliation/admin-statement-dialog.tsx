// Import a bank statement: the CSV file and how its columns are read — recognised from a preset's headings (any
// bank, or one chosen), a bank whose columns the office mapped before, or mapped now (and then remembered under the
// bank's name). The server says the same as the form and names the line of a bad file.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  reconciliationAdminApi as recon,
  STATEMENT_MAX_BYTES,
  type StatementImport,
  type StatementReading,
} from '@/shared/reconciliation-admin';
import { FileInput } from '@/web/components/file-input';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { api, errorMessage, upload } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';

type Mapped = 'date' | 'narration' | 'reference' | 'credit' | 'debit' | 'balance';
/** The columns the office maps, each with its heading field's label (* where the statement must have it). */
const MAPPED: [Mapped, MessageDescriptor][] = [
  ['date', msg`Date column*`],
  ['narration', msg`Narration column*`],
  ['reference', msg`Reference column`],
  ['credit', msg`Credit (deposit) column*`],
  ['debit', msg`Debit (withdrawal) column*`],
  ['balance', msg`Balance column`],
];
const MAX_MB = STATEMENT_MAX_BYTES / 1024 / 1024;

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
  const { t } = useLingui();
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
    if (!file) return setProblem(t`The statement file is empty`);
    setBusy(true);
    try {
      onImported(await upload(recon.importStatement, fields(), file));
      onClose();
    } catch (err) {
      setProblem(inLanguage(errorMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t`Import bank statement`}
      description={t`The statement as CSV from the society's bank. Lines already imported (the same or an overlapping period) are skipped; only credits are matched.`}
      submitLabel={t`Import`}
      submitIcon={<Upload />}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <FileInput
        label={t`Statement (CSV)*`}
        accept=".csv"
        file={file}
        maxBytes={STATEMENT_MAX_BYTES}
        tooLargeMessage={t`The statement is larger than ${MAX_MB} MB. Please download a shorter period from the bank.`}
        onFileChange={(f) => {
          setFile(f);
          setProblem(null);
        }}
      />
      <Field label={t`Columns`} hint={t`How the statement's columns are read.`}>
        {(p) => (
          <NativeSelect {...p} value={how} onChange={(e) => setHow(e.target.value)}>
            <option value={AUTO}>{t`Recognise the bank from its headings`}</option>
            {layouts.data?.presets.length ? (
              <optgroup label={t`Bank layouts`}>
                {layouts.data.presets.map((l) => (
                  <option key={l.id} value={`preset:${l.id}`}>
                    {l.bank}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {layouts.data?.remembered.length ? (
              <optgroup label={t`Mapped before`}>
                {layouts.data.remembered.map((b) => (
                  <option key={b} value={`bank:${b}`}>
                    {b}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <option value={MAP}>{t`Map the columns…`}</option>
          </NativeSelect>
        )}
      </Field>
      {how === MAP ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            className="sm:col-span-2"
            label={t`Bank's name`}
            hint={t`The mapping is remembered under this name for the next statement; empty: used this once.`}
          >
            {(p) => <Input {...p} value={bank} maxLength={60} onChange={(e) => setBank(e.target.value)} />}
          </Field>
          {MAPPED.map(([key, label]) => (
            <Field key={key} label={t(label)}>
              {(p) => (
                <Input
                  {...p}
                  value={columns[key]}
                  maxLength={60}
                  placeholder={t`Heading as the file has it`}
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
