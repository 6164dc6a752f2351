// Add Staff: name and role required, department, contact and joining date checked (spec section 5); below them
// the registration form's optional details and the ID proof (an image or PDF of at most 200KB), printed later
// from the staff row. The server checks everything again, the file by its bytes, and creates this year's leave
// balances with the staff member.
import { useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { ATTENDANCE_TEXT, STAFF_DEPARTMENTS } from '@/shared/attendance/common';
import {
  ID_PROOF_ACCEPT,
  ID_PROOF_TYPE_SUGGESTIONS,
  STAFF_LIMITS,
  STAFF_TYPE_SUGGESTIONS,
  staffInput,
} from '@/shared/attendance/staff';
import { FileInput } from '@/web/components/file-input';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { departmentName } from './admin-attendance-words';
import { useAddStaff } from './use-admin-attendance';

const FIELDS = [
  'name',
  'role',
  'department',
  'email',
  'phone',
  'joining_date',
  'staff_type',
  'address',
  'work_timings',
  'salary_details',
  'reference_details',
  'identity_proof_type',
  'identity_proof_number',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

export function AddStaffDialog({ onClose }: { onClose(): void }) {
  const form = useZodForm(staffInput, {
    defaultValues: { ...EMPTY, department: 'general' },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const add = useAddStaff();
  const lists = useId();
  const { errors, isSubmitting } = form.formState;
  const { t } = useLingui();
  const text = (name: keyof Values, label: string, props: React.ComponentProps<'input'> = {}) => (
    <Field label={label} error={errors[name]?.message}>
      {(p) => <Input {...p} maxLength={STAFF_LIMITS.short} {...props} {...form.register(name)} />}
    </Field>
  );
  const long = (name: keyof Values, label: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(p) => <Textarea {...p} rows={2} maxLength={STAFF_LIMITS.long} {...form.register(name)} />}
    </Field>
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const staff = await add.mutateAsync({ values, file });
      toast.success(inLanguage(ATTENDANCE_TEXT.staffAdded), { description: staff.name });
      onClose();
    } catch (err) {
      const failed = showFieldErrors(
        form,
        err,
        (field, message) => field === 'id_proof' && setFileError(message),
      );
      toast.error(t`Error`, {
        description: `${inLanguage(ATTENDANCE_TEXT.addStaffFailed)}: ${inLanguage(failed.message)}`,
      });
    }
  });

  return (
    <FormDialog
      title={t`Add Staff Member`}
      description={t`Name and role are required. Leave balances for this year start at 12 paid, 12 casual, 0 comp off and 7 sick days.`}
      submitLabel={t`Add Staff`}
      submitIcon={<UserPlus />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', t`Name*`, { autoComplete: 'off' })}
        {text('role', t`Role*`, { autoComplete: 'off', placeholder: t`e.g. Security Guard` })}
        <Field label={t`Department`} error={errors.department?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('department')}>
              {STAFF_DEPARTMENTS.map((d) => (
                <option key={d} value={d}>
                  {departmentName(d)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {text('joining_date', t`Joining Date`, { type: 'date' })}
        {text('phone', t`Phone`, { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        {text('email', t`Email`, { type: 'email', autoComplete: 'off' })}
      </div>

      <fieldset className="flex flex-col gap-4 rounded-md border p-4">
        <legend className="px-1 text-sm font-semibold">{t`Registration details (optional, printed)`}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('staff_type', t`Staff Type`, { list: `${lists}-types`, placeholder: t`e.g. Permanent` })}
          {text('work_timings', t`Work Timings`, { placeholder: t`e.g. 8 am – 8 pm` })}
          {text('identity_proof_type', t`Identity Proof Type`, { list: `${lists}-proofs` })}
          {text('identity_proof_number', t`Identity Proof Number`, { autoComplete: 'off' })}
        </div>
        {long('address', t`Address`)}
        <div className="grid gap-4 sm:grid-cols-2">
          {long('salary_details', t`Salary Details`)}
          {long('reference_details', t`Reference Details`)}
        </div>
        <div>
          <FileInput
            label={t`ID Proof`}
            accept={ID_PROOF_ACCEPT}
            file={file}
            onFileChange={(picked) => {
              setFile(picked);
              setFileError(undefined);
            }}
            hint={t`A JPG, PNG or PDF of at most 200KB.`}
          />
          {fileError ? (
            <p className="mt-1.5 text-sm text-destructive" role="alert">
              {inLanguage(fileError)}
            </p>
          ) : null}
        </div>
        <datalist id={`${lists}-types`}>
          {STAFF_TYPE_SUGGESTIONS.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
        <datalist id={`${lists}-proofs`}>
          {ID_PROOF_TYPE_SUGGESTIONS.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      </fieldset>
    </FormDialog>
  );
}
