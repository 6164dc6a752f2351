// The analytics range's messages from its schema and the server (src/shared/analytics.ts), in the person's language:
// added to server-messages.ts's lookup with the analytics screen's code, translated in its office catalogue part.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    'Failed to load analytics data': msg`Failed to load analytics data`,
    'Please choose a start date': msg`Please choose a start date`,
    'Please choose an end date': msg`Please choose an end date`,
    'Please choose a date between 1 Jan 2000 and 31 Dec 2099': msg`Please choose a date between 1 Jan 2000 and 31 Dec 2099`,
    'The start date must be on or before the end date': msg`The start date must be on or before the end date`,
    'Please choose a range of at most 5 years': msg`Please choose a range of at most 5 years`,
  },
  [
    [
      /^Unknown filter: (.+)\. The analytics take only from and to\.$/,
      (keys) => i18n._(msg`Unknown filter: ${keys}. The analytics take only from and to.`),
    ],
  ],
);
