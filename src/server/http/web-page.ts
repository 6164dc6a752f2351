// The web app's page (dist/web/index.html), sent with the society's settings as a JSON data block: the header's
// name is the home and sign-in pages' largest text, and this spares the page one request before its first paint.
// A data block is never run, so the site's CSP (no inline scripts) allows it; `<` is escaped so no value can end it.
import { type SocietySettings, settingsSchema } from '../../shared/site.ts';

export const SETTINGS_ELEMENT_ID = 'society-settings';

export function webPage(html: string, settings: SocietySettings | null): string {
  if (!settings) return html;
  const json = JSON.stringify(settingsSchema.parse(settings)).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${json}</script></head>`,
  );
}
