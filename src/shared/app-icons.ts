// The installed app's icons: drawn by the build (scripts/build/installable.ts), listed by the server's web app
// manifest (src/server/http/web-manifest.ts).
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
] as const;
