// Parking registration: member details, one or more vehicles, an optional RC copy sent with them.
import { useLingui } from '@lingui/react/macro';
import { Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useFieldArray } from 'react-hook-form';
import { PARKING_SLOT_TYPES, PARKING_TEXT, parkingFormSchema, RC_COPY_ACCEPT } from '@/shared/parking';
import { useAuth } from '@/web/app/auth';
import { FileInput } from '@/web/components/file-input';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { ownFlatHint } from '@/web/lib/own-flat';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { SLOT_LABELS } from './labels';
import { useRegisterVehicles } from './use-parking';

type Vehicle = { car_number: string; slot_type: string; slot_number: string };
type Values = { owner_name: string; flat_no: string; contact_number: string; vehicles: Vehicle[] };

const emptyVehicle: Vehicle = { car_number: '', slot_type: '', slot_number: '' };

const firstMessage = (errors: FieldErrors<Values>) =>
  [errors.owner_name, errors.flat_no, errors.contact_number].find((e) => e?.message)?.message;

export function ParkingForm() {
  const { t } = useLingui();
  const { profile, user } = useAuth();
  const defaults: Values = {
    owner_name: profile?.name ?? user?.name ?? '',
    flat_no: profile?.flat_no ?? '',
    contact_number: profile?.phone ?? '',
    vehicles: [emptyVehicle],
  };
  const form = useZodForm(parkingFormSchema, {
    defaultValues: defaults,
  });
  const vehicles = useFieldArray({ control: form.control, name: 'vehicles' });
  const [rcCopy, setRcCopy] = useState<File | null>(null);
  const register = useRegisterVehicles();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const rows = await register.mutateAsync({
          owner_name: values.owner_name,
          flat_no: values.flat_no,
          contact_number: values.contact_number,
          vehicles: values.vehicles,
          rcCopy,
        });
        const count = rows.length;
        toast.success(t`Parking registration submitted successfully!`, {
          description: t`${count} vehicle(s) registered. The society office will review your request.`,
        });
        form.reset(defaults);
        setRcCopy(null);
      } catch (err) {
        const reason = inLanguage(showFieldErrors(form, err).message);
        toast.error(t`Failed to submit registration: ${reason}`);
      }
    },
    (invalid) => {
      const vehicleError = invalid.vehicles?.message ?? invalid.vehicles?.root?.message;
      const first = firstMessage(invalid);
      if (vehicleError === PARKING_TEXT.noVehicle) toast.error(inLanguage(PARKING_TEXT.noVehicle));
      else
        toast.error(t`Validation Error`, {
          description: first ? inLanguage(first) : t`Please fix the errors below.`,
        });
    },
  );

  const vehicleError = errors.vehicles?.message ?? errors.vehicles?.root?.message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="grid gap-4 sm:grid-cols-3">
        <Field label={t`Member Name *`} error={errors.owner_name?.message} className="sm:col-span-3">
          {(p) => <Input {...p} autoComplete="name" {...form.register('owner_name')} />}
        </Field>
        <Field label={t`Flat No *`} error={errors.flat_no?.message} hint={ownFlatHint(profile)}>
          {(p) => (
            <Input
              {...p}
              placeholder="A-101"
              readOnly={Boolean(profile?.flat_no)}
              {...form.register('flat_no')}
            />
          )}
        </Field>
        <Field label={t`Contact No *`} error={errors.contact_number?.message} className="sm:col-span-2">
          {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register('contact_number')} />}
        </Field>
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="vehicles-heading">
        <div className="flex items-center justify-between gap-3">
          <h2 id="vehicles-heading" className="font-semibold">
            {t`Vehicle Details`}
          </h2>
          <Button variant="outline" size="sm" onClick={() => vehicles.append(emptyVehicle)}>
            <Plus /> {t`Add Vehicle`}
          </Button>
        </div>
        {vehicles.fields.map((row, i) => {
          const number = i + 1;
          return (
            <fieldset key={row.id} className="rounded-md border bg-muted/30 p-4">
              <div className="mb-3 flex items-center justify-between">
                <legend className="text-sm font-medium">{t`Vehicle ${number}`}</legend>
                {vehicles.fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove vehicle ${number}`}
                    onClick={() => vehicles.remove(i)}
                    className="text-destructive"
                  >
                    <Trash2 /> {t`Remove`}
                  </Button>
                ) : null}
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label={t`Car Number *`} error={errors.vehicles?.[i]?.car_number?.message}>
                  {(p) => (
                    <Input
                      {...p}
                      placeholder={t`MH 02 AB 1234 or 22 BH 1234 AB`}
                      className="uppercase"
                      {...form.register(`vehicles.${i}.car_number`)}
                    />
                  )}
                </Field>
                <Field label={t`Parking Slot`} error={errors.vehicles?.[i]?.slot_type?.message}>
                  {(p) => (
                    <NativeSelect {...p} {...form.register(`vehicles.${i}.slot_type`)}>
                      <option value="">{t`Select parking slot`}</option>
                      {PARKING_SLOT_TYPES.map((type) => (
                        <option key={type.value} value={type.value}>
                          {t(SLOT_LABELS[type.value])}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field label={t`Garage / Slot Number`} error={errors.vehicles?.[i]?.slot_number?.message}>
                  {(p) => (
                    <Input
                      {...p}
                      placeholder={t`e.g. G-12`}
                      {...form.register(`vehicles.${i}.slot_number`)}
                    />
                  )}
                </Field>
              </div>
            </fieldset>
          );
        })}
        {vehicleError ? (
          <p className="text-sm text-destructive" role="alert">
            {inLanguage(vehicleError)}
          </p>
        ) : null}
      </section>

      <FileInput
        label={t`RC Copy (optional)`}
        accept={RC_COPY_ACCEPT}
        file={rcCopy}
        onFileChange={setRcCopy}
        hint={t`PDF, JPG, JPEG or PNG, less than 200KB`}
      />

      <Button
        type="submit"
        size="lg"
        busy={isSubmitting}
        icon={<Send />}
        className="w-full sm:w-auto sm:self-end"
      >
        {t`Submit Registration`}
      </Button>
    </form>
  );
}
