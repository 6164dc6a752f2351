// The web app, as npm run build makes it: the browser's bundle (dist/web) and the prerenderer of a page's first
// paint (dist/prerender, run by the server: src/server/http/prerender.ts).
import { build } from 'vite';

await build({ logLevel: 'warn' });
await build({ logLevel: 'warn', build: { ssr: 'prerender.tsx' } });
