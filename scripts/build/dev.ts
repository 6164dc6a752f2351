// npm run dev: the API with reload on change, and Vite's dev server in front of it (open http://localhost:5173).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
