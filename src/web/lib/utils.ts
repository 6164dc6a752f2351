import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
export const formatINR = (amount: number) => inr.format(amount);

/** A YYYY-MM-DD date or an ISO timestamp as the society reads dates (21 Nov 2026). */
export function formatDate(value: string | null | undefined) {
  if (!value) return '—';
  const d = value.length === 10 ? new Date(`${value}T00:00:00`) : new Date(value);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(value: string) {
  return new Date(value).toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short' });
}

export const capitalize = (v: string) => v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, ' ');
