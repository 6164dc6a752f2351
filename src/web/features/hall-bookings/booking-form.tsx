// The podium booking request: shared rules in the browser first, then the server (price, date, clashes).
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import {
  BOOKING_OPTIONS,
  type BookingOption,
  HALL_BOOKINGS_TEXT,
  type HallBooking,
  hallBookingInput,
  hallPriceOf,
  isBlocked,
  PAYMENT_METHODS,
  TIMINGS,
} from '@/shared/hall-bookings';
import { formatPrice } from '@/shared/money';
import { useAuth } from '@/web/app/auth';
import { useSettings } from '@/web/app/settings';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input, Textarea } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { Skeleton } from '@/web/components/ui/skeleton';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { ownFlatHint } from '@/web/lib/own-flat';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { cn, formatDate, societyToday } from '@/web/lib/utils';
import { METHOD_LABELS, OPTION_LABELS, referenceLabel, timingText } from './labels';
import { TakenSlots } from './taken-slots';
import { useAvailability, useRequestBooking } from './use-hall-bookings';

/** The society's calendar; the server decides with its configured zone. */

/** The QR code (and its library) loads only for an online payment, keeping the page within its budget. */
const UpiPayment = lazy(() => import('./upi-payment'));

type Values = {
  applicant_name: string;
  contact_number: string;
  flat_no: string;
  event_date: string;
  event_name: string;
  booking_option: string;
  event_time: string;
  payment_method: string;
  payment_transaction_id: string;
  expected_guests: string;
  additional_notes: string;
};

const REQUIRED: (keyof Values)[] = [
  'applicant_name',
  'contact_number',
  'flat_no',
  'event_date',
  'event_name',
  'booking_option',
  'payment_method',
  'payment_transaction_id',
];

const firstMessage = (errors: FieldErrors<Values>) => Object.values(errors).find((e) => e?.message)?.message;

export function BookingForm({ onBooked }: { onBooked: (booking: HallBooking) => void }) {
  const { t } = useLingui();
  const { profile, user } = useAuth();
  const settings = useSettings().data;
  const today = societyToday();
  const form = useZodForm(hallBookingInput, {
    defaultValues: {
      applicant_name: profile?.name ?? user?.name ?? '',
      contact_number: profile?.phone ?? '',
      flat_no: profile?.flat_no ?? '',
      event_date: '',
      event_name: '',
      booking_option: '',
      event_time: 'morning',
      payment_method: '',
      payment_transaction_id: '',
      expected_guests: '',
      additional_notes: '',
    },
  });
  const request = useRequestBooking();
  const availability = useAvailability().data;
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const complete = REQUIRED.every((k) => values[k].trim() !== '');

  const submit = form.handleSubmit(
    async (input) => {
      if (String(input.event_date) < today) {
        form.setError('event_date', { message: HALL_BOOKINGS_TEXT.pastDate });
        toast.error(inLanguage(HALL_BOOKINGS_TEXT.pastDate));
        return;
      }
      // The same rules the server holds, from the taken slots and the window shown on the form.
      const refusal =
        availability && input.event_date > availability.last_date
          ? HALL_BOOKINGS_TEXT.tooFarAhead(availability.last_date)
          : isBlocked(availability, input.event_date, input.event_time)
            ? HALL_BOOKINGS_TEXT.clash
            : null;
      if (refusal) {
        form.setError('event_date', { message: refusal });
        toast.error(inLanguage(refusal));
        return;
      }
      try {
        const booking = await request.mutateAsync(input);
        toast.success(t`Podium booking request submitted successfully! You will receive confirmation soon.`);
        onBooked(booking);
      } catch (err) {
        const reason = inLanguage(showFieldErrors(form, err).message);
        toast.error(t`Failed to submit booking: ${reason}`);
      }
    },
    (invalid) => {
      const first = firstMessage(invalid);
      if (invalid.booking_option) toast.error(inLanguage(HALL_BOOKINGS_TEXT.optionRequired));
      else
        toast.error(t`Validation Error`, {
          description: first ? inLanguage(first) : t`Please fix the errors below.`,
        });
    },
  );

  const reference = referenceLabel(values.payment_method);
  const lastDate = availability ? formatDate(availability.last_date) : '';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name *`} error={errors.applicant_name?.message}>
          {(p) => <Input {...p} autoComplete="name" {...form.register('applicant_name')} />}
        </Field>
        <Field label={t`Mobile Number *`} error={errors.contact_number?.message}>
          {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register('contact_number')} />}
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
        <Field
          label={t`Date of Booking *`}
          error={errors.event_date?.message}
          hint={availability ? t`Bookings are open up to ${lastDate}.` : undefined}
        >
          {(p) => (
            <Input
              {...p}
              type="date"
              min={today}
              max={availability?.last_date}
              {...form.register('event_date')}
            />
          )}
        </Field>
        <TakenSlots availability={availability} date={values.event_date} className="sm:col-span-2" />
        <Field label={t`Function Type *`} error={errors.event_name?.message} className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              placeholder={t`e.g. Birthday party, anniversary, meeting`}
              {...form.register('event_name')}
            />
          )}
        </Field>
      </section>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t`Booking Option *`}</legend>
        <Controller
          control={form.control}
          name="booking_option"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="gap-2 sm:grid-cols-2">
              {BOOKING_OPTIONS.map((o) => {
                const price = formatPrice(hallPriceOf(settings?.hall_prices, o.value).price);
                return (
                  <Label
                    key={o.value}
                    htmlFor={`option-${o.value}`}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md border p-3 font-normal leading-snug hover:bg-muted',
                      field.value === o.value && 'border-primary bg-secondary/60',
                    )}
                  >
                    <RadioGroupItem id={`option-${o.value}`} value={o.value} />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-medium">{t(OPTION_LABELS[o.value])}</span>
                      <span className="text-xs text-muted-foreground">{t`${price} incl. GST`}</span>
                    </span>
                  </Label>
                );
              })}
            </RadioGroup>
          )}
        />
        {errors.booking_option?.message ? (
          <p className="text-sm text-destructive" role="alert">
            {inLanguage(errors.booking_option.message)}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t`Timing *`}</legend>
        <Controller
          control={form.control}
          name="event_time"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="flex flex-wrap gap-x-6 gap-y-2"
            >
              {TIMINGS.map((timing) => {
                const blocked = isBlocked(availability, values.event_date, timing.value);
                return (
                  <div key={timing.value} className="flex items-center gap-2">
                    <RadioGroupItem id={`timing-${timing.value}`} value={timing.value} disabled={blocked} />
                    <Label
                      htmlFor={`timing-${timing.value}`}
                      className={cn(
                        'cursor-pointer font-normal',
                        blocked && 'cursor-not-allowed text-muted-foreground line-through',
                      )}
                    >
                      {timingText(timing.value)}
                      {blocked ? <span className="sr-only"> {t`(already booked)`}</span> : null}
                    </Label>
                  </div>
                );
              })}
            </RadioGroup>
          )}
        />
      </fieldset>

      <section className="grid gap-4 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t`Payment Method *`}</legend>
          <Controller
            control={form.control}
            name="payment_method"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={(v) => {
                  field.onChange(v);
                  // A transaction id is not a cheque number: changing the method starts it afresh.
                  form.setValue('payment_transaction_id', '');
                }}
                className="flex flex-wrap gap-x-6 gap-y-2"
              >
                {PAYMENT_METHODS.map((m) => (
                  <div key={m.value} className="flex items-center gap-2">
                    <RadioGroupItem id={`payment-${m.value}`} value={m.value} />
                    <Label htmlFor={`payment-${m.value}`} className="cursor-pointer font-normal">
                      {t(METHOD_LABELS[m.value].label)}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          />
          {errors.payment_method?.message ? (
            <p className="text-sm text-destructive" role="alert">
              {inLanguage(errors.payment_method.message)}
            </p>
          ) : null}
        </fieldset>
        {values.payment_method === 'online' && values.booking_option && settings ? (
          <Suspense fallback={<Skeleton className="h-72 sm:col-span-2" />}>
            <UpiPayment
              className="sm:col-span-2"
              settings={settings}
              amount={hallPriceOf(settings.hall_prices, values.booking_option as BookingOption).price}
              note={`Podium booking ${values.event_date}`}
            />
          </Suspense>
        ) : null}
        <Field label={`${reference} *`} error={errors.payment_transaction_id?.message}>
          {(p) => <Input {...p} autoComplete="off" {...form.register('payment_transaction_id')} />}
        </Field>
      </section>

      <section className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Expected Guests`} error={errors.expected_guests?.message} hint={t`Optional`}>
          {(p) => (
            <Input {...p} type="number" min={1} inputMode="numeric" {...form.register('expected_guests')} />
          )}
        </Field>
        <Field label={t`Additional Notes`} error={errors.additional_notes?.message} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={3} {...form.register('additional_notes')} />}
        </Field>
      </section>

      <Button
        type="submit"
        size="lg"
        disabled={!complete}
        busy={isSubmitting}
        icon={<Send />}
        className="w-full sm:w-auto sm:self-end"
      >
        {t`Submit Booking Request`}
      </Button>
    </form>
  );
}
