// A catalogue imported as `../locales/<locale>.po` is compiled by @lingui/vite-plugin into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
