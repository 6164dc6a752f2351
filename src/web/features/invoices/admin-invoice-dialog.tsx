// The upload dialog (admin spec 5): flat number, invoice number, invoice date and amount (with paise)
// required; due date and description optional; the repair type required for repair invoices; a PDF of at
// most 10MB required ('PDF Required'). The server checks all of it again, the PDF by its bytes.
import { useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { type InvoiceKind, REPAIR_TYPES } from '@/shared/invoices';
import { INVOICE_MAX_BYTES, type InvoiceFields, invoiceInput } from '@/shared/invoices-admin';
import { FileInput } from '@/web/components/file-input';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { repairTypeName } from './admin-invoice-words';
import { useUploadInvoice } from './use-admin-invoices';

type Values = Record<
  'flat_no' | 'invoice_number' | 'invoice_date' | 'amount' | 'due_date' | 'description' | 'repair_type',
  string
>;
const EMPTY: Values = {
  flat_no: '',
  invoice_number: '',
  invoice_date: '',
  amount: '',
  due_date: '',
  description: '',
  repair_type: '',
};

export function InvoiceUploadDialog({ kind, onClose }: { kind: InvoiceKind; onClose(): void }) {
  const { t } = useLingui();
  const { repair_type, ...maintenanceDefaults } = EMPTY;
  const form = useZodForm<Values, InvoiceFields>(invoiceInput[kind], {
    defaultValues: kind === 'repair' ? EMPTY : maintenanceDefaults,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const save = useUploadInvoice(kind);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError(t`Please select a PDF file to upload`);
      toast.error(t`PDF Required`, { description: t`Please select a PDF file to upload` });
      return;
    }
    try {
      await save.mutateAsync({ values, file });
      toast.success(
        kind === 'repair'
          ? t`Repair invoice uploaded successfully`
          : t`Maintenance invoice uploaded successfully`,
      );
      onClose();
    } catch (err) {
      const failed = showFieldErrors(form, err, (name, message) => name === 'pdf' && setFileError(message));
      toast.error(t`Error`, { description: inLanguage(failed.message) });
    }
  });

  return (
    <FormDialog
      title={kind === 'repair' ? t`Upload Repair Invoice` : t`Upload Maintenance Invoice`}
      description={t`The flat's confirmed residents see it under My Invoices at once and get an e-mail with the amount and due date.`}
      submitLabel={t`Upload Invoice`}
      submitIcon={<Upload />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Flat Number*`} error={errors.flat_no?.message}>
          {(p) => (
            <Input {...p} autoComplete="off" placeholder={t`e.g. A-101`} {...form.register('flat_no')} />
          )}
        </Field>
        <Field label={t`Invoice Number*`} error={errors.invoice_number?.message}>
          {(p) => <Input {...p} autoComplete="off" maxLength={50} {...form.register('invoice_number')} />}
        </Field>
        <Field label={t`Invoice Date*`} error={errors.invoice_date?.message}>
          {(p) => <Input {...p} type="date" {...form.register('invoice_date')} />}
        </Field>
        <Field label={t`Amount (₹)*`} error={errors.amount?.message}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              {...form.register('amount')}
            />
          )}
        </Field>
        <Field label={t`Due Date`} error={errors.due_date?.message}>
          {(p) => <Input {...p} type="date" {...form.register('due_date')} />}
        </Field>
        {kind === 'repair' ? (
          <Field label={t`Repair Type*`} error={errors.repair_type?.message}>
            {(p) => (
              <NativeSelect {...p} {...form.register('repair_type')}>
                <option value="">{t`Select repair type`}</option>
                {REPAIR_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {repairTypeName(type)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ) : null}
      </div>
      <Field label={t`Description`} error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={2} maxLength={500} {...form.register('description')} />}
      </Field>
      <div>
        <FileInput
          label={t`Invoice PDF*`}
          accept=".pdf"
          file={file}
          onFileChange={(picked) => {
            setFile(picked);
            setFileError(undefined);
          }}
          maxBytes={INVOICE_MAX_BYTES}
          tooLargeMessage={t`Please select a PDF smaller than 10MB`}
          hint={t`A PDF of at most 10MB.`}
        />
        {fileError ? (
          <p className="mt-1.5 text-sm text-destructive" role="alert">
            {inLanguage(fileError)}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
