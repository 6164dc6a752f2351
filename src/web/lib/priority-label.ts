// A notice's or guideline's priority (urgent, high, normal, low) as its badge reads it, in the person's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';
import { capitalize } from './utils';

const PRIORITIES: Record<string, MessageDescriptor> = {
  urgent: msg`Urgent`,
  high: msg`High`,
  normal: msg`Normal`,
  low: msg`Low`,
};

/** An unknown priority (the office's own word) shows as it is stored. */
export const priorityLabel = (priority: string) => {
  const known = PRIORITIES[priority];
  return known ? i18n._(known) : capitalize(priority);
};
