// The podium's options, timings, payment methods and house rules in the person's language. The shared lists
// (src/shared/hall-bookings.ts) keep the English the server stores and prints; these follow their values.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingOption, PaymentMethod, Timing } from '@/shared/hall-bookings';
import { i18n } from '@/web/lib/i18n';

export const OPTION_LABELS: Record<BookingOption, MessageDescriptor> = {
  member_half_day: msg`Member - Half Day (6 hours)`,
  member_full_day: msg`Member - Full Day (12 hours)`,
  corporate_half_day: msg`Corporate - Half Day (6 hours)`,
  corporate_full_day: msg`Corporate - Full Day (12 hours)`,
};

const TIMING_LABELS: Record<Timing, MessageDescriptor> = {
  morning: msg`Morning`,
  evening: msg`Evening`,
  both: msg`Both (Morning & Evening)`,
};

export const METHOD_LABELS: Record<
  PaymentMethod,
  { label: MessageDescriptor; reference: MessageDescriptor }
> = {
  online: { label: msg`Online Transaction`, reference: msg`Transaction ID` },
  cheque: { label: msg`Cheque`, reference: msg`Cheque Number` },
};

const isMethod = (value: string): value is PaymentMethod => Object.hasOwn(METHOD_LABELS, value);
const isTiming = (value: string): value is Timing => Object.hasOwn(TIMING_LABELS, value);

/** The reference field's label for the chosen payment method (either, before one is chosen). */
export const referenceLabel = (method: string) =>
  i18n._(isMethod(method) ? METHOD_LABELS[method].reference : msg`Transaction ID / Cheque Number`);

/** A stored timing in the person's language (as stored, if it is not one of ours). */
export const timingText = (value: string) => (isTiming(value) ? i18n._(TIMING_LABELS[value]) : value);

export const GUIDELINES = [
  msg`The table tennis table cannot be removed.`,
  msg`Music must not disturb the residents.`,
  msg`Food is to be arranged by the organizers.`,
];
