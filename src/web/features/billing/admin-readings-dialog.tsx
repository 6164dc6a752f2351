// A draft's meter readings from a CSV (flat_no, head, amount in rupees): the server checks every row and saves all
// of them or none, then recomputes the draft; a refused file's message names its first bad row.
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BILL_RUNS_TEXT, billRunsAdminApi, READINGS_CSV_COLUMNS } from '@/shared/bill-runs-admin';
import { FileInput } from '@/web/components/file-input';
import { FormDialog } from '@/web/components/form-dialog';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { useRunWrite } from './use-admin-bill-runs';

export function ReadingsDialog({ runId, onClose }: { runId: string; onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importReadings = useRunWrite(billRunsAdminApi.importReadings);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setProblem(BILL_RUNS_TEXT.csvRequired);
    try {
      const { saved } = await importReadings.mutateAsync({ id: runId, csv: await file.text() });
      toast.success(BILL_RUNS_TEXT.readingsImported(saved));
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  return (
    <FormDialog
      title="Import meter readings"
      description={`A CSV with the columns ${READINGS_CSV_COLUMNS.join(', ')}: the amount in rupees for this period of each flat and metered head (e.g. Water).`}
      submitLabel="Import"
      submitIcon={<Upload />}
      busy={importReadings.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FileInput
        label="CSV File*"
        accept=".csv"
        file={file}
        maxBytes={1024 * 1024}
        tooLargeMessage={BILL_RUNS_TEXT.csvTooLarge}
        onFileChange={(f) => {
          setFile(f);
          setProblem(null);
        }}
      />
      {problem ? (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </FormDialog>
  );
}
