// Lighthouse mobile on the office's screens (the dashboard, analytics, announcements and the parking approvals),
// signed in as an office user: performance ≥ 95 and accessibility 100 (issue 19). Part of npm run bench; alone:
// npm run build && npm run bench -- --only office-lighthouse [--runs N]   (default 3 runs a screen, the median kept)
import { benchOfficeLighthouse } from './pages.ts';

const at = process.argv.indexOf('--runs');
const rows = await benchOfficeLighthouse(at >= 0 ? Number(process.argv[at + 1]) : 3);
console.log('| figure | goal | measured | met |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.figure} | ${r.goal} | ${r.measured} | ${r.met} |`);
process.exit(rows.every((r) => r.met === 'yes') ? 0 : 1);
