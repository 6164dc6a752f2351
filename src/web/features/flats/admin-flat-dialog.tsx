// Add or edit one flat of the register. The fields are the CSV's, with the server's own rules: areas above 0 or
// empty, amounts with at most 2 decimals, an opening balance (positive arrears, negative advance) with its date.
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { type Flat, flatInput, flatsAdminApi, OCCUPANCIES } from '@/shared/flats-admin';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { occupancyName } from './admin-flat-words';
import { useFlatWrite } from './use-admin-flats';
import './admin-flats-messages';

type Values = Record<
  | 'wing'
  | 'flat_no'
  | 'carpet_area_sqft'
  | 'built_up_area_sqft'
  | 'construction_cost'
  | 'occupancy'
  | 'parking_covered'
  | 'parking_open'
  | 'parking_two_wheeler'
  | 'opening_balance'
  | 'opening_balance_date',
  string
>;

const draftOf = (flat: Flat | null): Values => ({
  wing: flat?.wing ?? '',
  flat_no: flat?.flat_no ?? '',
  carpet_area_sqft: flat?.carpet_area_sqft ?? '',
  built_up_area_sqft: flat?.built_up_area_sqft ?? '',
  construction_cost: flat?.construction_cost ?? '',
  occupancy: flat?.occupancy ?? 'owner',
  parking_covered: String(flat?.parking_covered ?? 0),
  parking_open: String(flat?.parking_open ?? 0),
  parking_two_wheeler: String(flat?.parking_two_wheeler ?? 0),
  opening_balance: flat?.opening_balance ?? '0',
  opening_balance_date: flat?.opening_balance_date ?? '',
});

const decimal = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
const count = { type: 'number', inputMode: 'numeric', min: 0, max: 99, step: 1 } as const;

export function FlatDialog({ flat, onClose }: { flat: Flat | null; onClose(): void }) {
  const { t } = useLingui();
  const form = useZodForm(flatInput, { defaultValues: draftOf(flat) });
  const create = useFlatWrite(flatsAdminApi.create);
  const update = useFlatWrite(flatsAdminApi.update);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = flat
        ? await update.mutateAsync({ ...values, id: flat.id })
        : await create.mutateAsync(values);
      const number = saved.flat_no;
      toast.success(flat ? t`Flat ${number} updated` : t`Flat ${number} added to the register`);
      onClose();
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(showFieldErrors(form, err).message) });
    }
  });

  return (
    <FormDialog
      title={flat ? t`Edit Flat ${flat.flat_no}` : t`Add Flat`}
      description={t`The flat number as residents write it (e.g. A-101). Areas and the construction cost may wait; a bill run flags a flat without them.`}
      submitLabel={flat ? t`Update Flat` : t`Add Flat`}
      submitIcon={<Save />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Field label={t`Wing`} error={errors.wing?.message}>
          {(p) => <Input {...p} autoComplete="off" maxLength={10} {...form.register('wing')} />}
        </Field>
        <Field label={t`Flat No*`} error={errors.flat_no?.message}>
          {(p) => <Input {...p} autoComplete="off" maxLength={10} {...form.register('flat_no')} />}
        </Field>
        <Field label={t`Carpet Area (sq ft)`} error={errors.carpet_area_sqft?.message}>
          {(p) => <Input {...p} {...decimal} {...form.register('carpet_area_sqft')} />}
        </Field>
        <Field label={t`Built-up Area (sq ft)`} error={errors.built_up_area_sqft?.message}>
          {(p) => <Input {...p} {...decimal} {...form.register('built_up_area_sqft')} />}
        </Field>
        <Field
          label={t`Construction Cost (₹)`}
          error={errors.construction_cost?.message}
          hint={t`The flat's share, for the sinking fund.`}
        >
          {(p) => <Input {...p} {...decimal} {...form.register('construction_cost')} />}
        </Field>
        <Field label={t`Occupancy*`} error={errors.occupancy?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('occupancy')}>
              {OCCUPANCIES.map((o) => (
                <option key={o.value} value={o.value}>
                  {occupancyName(o.value)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <fieldset className="grid grid-cols-3 gap-3 sm:gap-4">
        <legend className="mb-2 text-sm font-medium">{t`Parking slots`}</legend>
        <Field label={t`Covered`} error={errors.parking_covered?.message}>
          {(p) => <Input {...p} {...count} {...form.register('parking_covered')} />}
        </Field>
        <Field label={t`Open`} error={errors.parking_open?.message}>
          {(p) => <Input {...p} {...count} {...form.register('parking_open')} />}
        </Field>
        <Field label={t`Two-wheeler`} error={errors.parking_two_wheeler?.message}>
          {(p) => <Input {...p} {...count} {...form.register('parking_two_wheeler')} />}
        </Field>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Field
          label={t`Opening Balance (₹)`}
          error={errors.opening_balance?.message}
          hint={t`Arrears positive, an advance negative.`}
        >
          {(p) => <Input {...p} {...decimal} {...form.register('opening_balance')} />}
        </Field>
        <Field label={t`Balance as of`} error={errors.opening_balance_date?.message}>
          {(p) => <Input {...p} type="date" {...form.register('opening_balance_date')} />}
        </Field>
      </div>
    </FormDialog>
  );
}
