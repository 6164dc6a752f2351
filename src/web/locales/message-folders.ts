// Which feature folders have a catalogue of their own (lingui.config.ts): those whose resident code draws a
// message. The home page's are the first paint's, the back-office's will have their own catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FEATURES_DIR = 'src/web/features';
const OFFICE_OR_TEST = /^(use-)?admin-|\.test\./;

/** A resident source file that draws messages (a Lingui macro or hook). */
export const drawsMessages = (file: string) =>
  !OFFICE_OR_TEST.test(file.split('/').at(-1) ?? file) && /from '@lingui\//.test(readFileSync(file, 'utf8'));

export function messageFolders(root = FEATURES_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && dir.name !== 'admin' && dir.name !== 'home')
    .filter((dir) =>
      readdirSync(join(root, dir.name)).some((file) => drawsMessages(join(root, dir.name, file))),
    )
    .map((dir) => dir.name)
    .sort();
}
