// A draft's meter readings from a CSV (flat_no, head, amount in rupees): the server checks every row and saves all
// of them or none, then recomputes the draft; a refused file's message names its first bad row.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { billRunsAdminApi, READINGS_CSV_COLUMNS } from '@/shared/bill-runs-admin';
import { FileInput } from '@/web/components/file-input';
import { FormDialog } from '@/web/components/form-dialog';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { useRunWrite } from './use-admin-bill-runs';

export function ReadingsDialog({ runId, onClose }: { runId: string; onClose(): void }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importReadings = useRunWrite(billRunsAdminApi.importReadings);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setProblem(t`Please choose the CSV file`);
    try {
      const { saved } = await importReadings.mutateAsync({ id: runId, csv: await file.text() });
      toast.success(
        plural(saved, {
          one: '# meter reading imported; draft recomputed',
          other: '# meter readings imported; draft recomputed',
        }),
      );
      onClose();
    } catch (err) {
      setProblem(inLanguage(errorMessage(err)));
    }
  }

  return (
    <FormDialog
      title={t`Import meter readings`}
      description={t`A CSV with the columns ${READINGS_CSV_COLUMNS.join(', ')}: the amount in rupees for this period of each flat and metered head (e.g. Water).`}
      submitLabel={t`Import`}
      submitIcon={<Upload />}
      busy={importReadings.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FileInput
        label={t`CSV File*`}
        accept=".csv"
        file={file}
        maxBytes={1024 * 1024}
        tooLargeMessage={t`The CSV file must be smaller than 1MB`}
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
