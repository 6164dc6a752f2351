// The parking form's messages from its schema and the server (src/shared/parking.ts), in the person's language:
// added to server-messages.ts's lookup when this folder's code loads, so their text and translations download with
// this folder's screens (its own chunk and catalogue), not with every form.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages(
  {
    'Please add at least one vehicle': msg`Please add at least one vehicle`,
    'The vehicle list could not be read': msg`The vehicle list could not be read`,
    'Please enter an Indian registration number, e.g. MH 02 AB 1234 (state series) or 22 BH 1234 AB (Bharat series)': msg`Please enter an Indian registration number, e.g. MH 02 AB 1234 (state series) or 22 BH 1234 AB (Bharat series)`,
    'You can register at most 10 vehicles at a time': msg`You can register at most 10 vehicles at a time`,
  },
  [
    [
      /^(.+) is listed twice\. Please list each vehicle once\.$/,
      (number) => i18n._(msg`${number} is listed twice. Please list each vehicle once.`),
    ],
  ],
);
