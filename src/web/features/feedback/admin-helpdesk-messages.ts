// The helpdesk's settings and item messages from their schemas and the server (HELPDESK_TEXT in
// src/shared/feedback-admin.ts), in the person's language: added to server-messages.ts's lookup with the feedback
// screen's code, translated in its office catalogue part.
import { msg } from '@lingui/core/macro';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  'Please choose a filter from the list': msg`Please choose a filter from the list`,
  'Please enter a time as HH:MM': msg`Please enter a time as HH:MM`,
  'Working hours must end after they start': msg`Working hours must end after they start`,
  'Please choose at least one working day': msg`Please choose at least one working day`,
  'Please enter a whole number of hours from 1 to 999': msg`Please enter a whole number of hours from 1 to 999`,
  'The resolution deadline cannot be shorter than the response deadline': msg`The resolution deadline cannot be shorter than the response deadline`,
  'At most 4 escalation levels': msg`At most 4 escalation levels`,
  'Please choose someone who manages the helpdesk': msg`Please choose someone who manages the helpdesk`,
  'Working hours saved': msg`Working hours saved`,
  'Category settings saved': msg`Category settings saved`,
  'Assignee changed': msg`Assignee changed`,
  'Note added': msg`Note added`,
  Escalated: msg`Escalated`,
  'Resolved or closed feedback cannot be escalated': msg`Resolved or closed feedback cannot be escalated`,
  'This category has no further escalation level': msg`This category has no further escalation level`,
});
