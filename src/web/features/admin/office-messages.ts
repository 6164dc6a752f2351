// The back-office's messages (lingui.config.ts), never downloaded by a resident: the frame's catalogue (sidebar,
// header, the office's shared components) with the frame, and each screen's parts (the dashboard's, its feature
// folders' office screens') with the screen, so a screen downloads only what it draws.
import type { Messages } from '@lingui/core';
import type { AdminScreenModule } from '@/shared/admin-screens';
import type { Locale } from '@/shared/locales';
import { i18n } from '@/web/lib/i18n';
import { settled } from '@/web/lib/settled';

/** The parts each screen draws beyond the frame's; office-messages.test.ts checks every list against its imports. */
export const OFFICE_MESSAGES = {
  'admin/admin-dashboard': ['analytics', 'dashboard', 'dues', 'gallery'],
  'admin/admin-audit-log': ['dashboard'],
  'analytics/admin-analytics': ['analytics', 'dues'],
  'announcements/admin-announcements': ['announcements'],
  'announcements/admin-acknowledgements': ['announcements'],
  'attendance/admin-attendance': ['attendance'],
  'billing/admin-billing': ['billing'],
  'dos-and-donts/admin-dos-and-donts': ['dos-and-donts'],
  'dues/admin-dues': ['dues'],
  'feedback/admin-feedback': ['announcements', 'feedback'],
  'flats/admin-flats': ['flats'],
  'memberships/admin-gym-hall': ['hall-bookings', 'memberships'],
  'house-repairs/admin-house-repairs': ['house-repairs'],
  'inventory/admin-inventory': ['inventory'],
  'outbox/admin-outbox': ['outbox'],
  'money-approvals/admin-money-approvals': ['money-approvals'],
  'invoices/admin-invoices': ['invoices'],
  'parking/admin-parking': ['parking'],
  'profiles/admin-profiles': ['profiles'],
  'reconciliation/admin-reconciliation': ['reconciliation'],
  'reported-payments/admin-reported-payments': ['reported-payments'],
  'roles/admin-roles': ['roles'],
  'site/admin-settings': ['hall-bookings', 'site'],
} as const satisfies Record<AdminScreenModule, readonly string[]>;

const files = import.meta.glob<{ messages: Messages }>([
  '../../locales/office/*.po',
  '../../locales/office/*/*.po',
]);
const file = (locale: Locale, part?: string) => `../../locales/office/${part ? `${part}/` : ''}${locale}.po`;

// Each file once (a failed download is asked for again next time).
const downloads = new Map<string, Promise<Messages>>();
function download(path: string) {
  let messages = downloads.get(path);
  if (!messages) {
    messages = (files[path]?.() ?? Promise.resolve({ messages: {} })).then(
      (module) => module.messages,
      (err) => {
        downloads.delete(path);
        throw err;
      },
    );
    downloads.set(path, messages);
  }
  return messages;
}
const merged = (paths: string[]) =>
  Promise.all(paths.map(download)).then((list): Messages => Object.assign({}, ...list));

/** The parts shown so far: a change of language brings them in the new language too. */
const shown = new Set<string>();
const sets = new Map<string, Promise<Messages>>();

/** The frame's messages and those of every part shown so far, in `locale`: the same promise for the same set. */
export function officeMessages(locale: Locale) {
  const paths = [file(locale), ...[...shown].sort().map((part) => file(locale, part))];
  const key = paths.join();
  let set = sets.get(key);
  if (!set) {
    set = settled(merged(paths));
    sets.set(key, set);
    set.catch(() => sets.delete(key));
  }
  return set;
}

/** A screen's parts in the active language, before its first render. */
export async function loadScreenParts(module: AdminScreenModule) {
  const parts: readonly string[] = OFFICE_MESSAGES[module];
  for (const part of parts) shown.add(part);
  const locale = i18n.locale as Locale;
  const messages = await merged(parts.map((part) => file(locale, part)));
  // Switched meanwhile: the frame brings the new language's messages of every shown part itself.
  if (i18n.locale === locale) i18n.load(locale, messages);
}
