// The CI check of the catalogues (runs with `npm test`): every message in the code is in its catalogue in each
// language, translated in Marathi and Hindi, and no catalogue keeps a message the code no longer uses.
// Fix with `npx lingui extract --clean`, then translate what it added (docs/glossary.md has the society's words).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const TRANSLATED = ['mr', 'hi'];
const catalogs = await getCatalogs(getConfig({ cwd: process.cwd() }));

describe.each(catalogs.map((catalog) => [catalog.path.replace(`${process.cwd()}/`, ''), catalog] as const))(
  'the catalogue %s',
  (_, catalog) => {
    const read = (async () => {
      const extracted = (await catalog.collect()) ?? {};
      return { extracted, inCode: Object.keys(extracted).sort(), held: await catalog.readAll() };
    })();

    it('holds every message of the code, and only those, in each language', async () => {
      const { inCode, held } = await read;
      expect(inCode.length).toBeGreaterThan(0);
      for (const [locale, messages] of Object.entries(held)) {
        const ids = Object.keys(messages)
          .filter((id) => !messages[id].obsolete)
          .sort();
        expect({ locale, ids }).toEqual({ locale, ids: inCode });
      }
    }, 60_000);

    it.each(TRANSLATED)(
      'has a translation of every message in %s',
      async (locale) => {
        const { extracted, inCode, held } = await read;
        const untranslated = inCode.filter((id) => !held[locale]?.[id]?.translation?.trim());
        expect(untranslated.map((id) => extracted[id].message ?? id)).toEqual([]);
      },
      60_000,
    );
  },
);

describe('npx lingui extract', () => {
  const config = getConfig({ cwd: process.cwd() });
  const server = catalogs.find((catalog) => catalog.path.endsWith('src/server/locales/{locale}'));

  // The extract's workers finish their files in no set order; the file written must not follow it.
  it("writes the server's catalogue in one order, whatever order it found the messages in", async () => {
    if (!server) throw new Error('no server catalogue in lingui.config.ts');
    const found = Object.entries((await server.collect()) ?? {});
    const written = async (entries: typeof found) => {
      // The catalogue as extract writes it (Lingui's own make and format), into a folder of its own.
      const folder = await mkdtemp(join(tmpdir(), 'catalogue-'));
      const catalogue = Object.assign(Object.create(server), {
        path: join(folder, '{locale}'),
        collect: async () => Object.fromEntries(entries),
      }) as typeof server;
      await catalogue.make({ orderBy: config.orderBy, clean: true, overwrite: false, locale: ['mr'] });
      const text = await readFile(join(folder, 'mr.po'), 'utf8');
      await rm(folder, { recursive: true });
      return text;
    };
    const inOrder = await written(found);
    expect(inOrder.match(/^msgid /gm)?.length).toBeGreaterThan(10);
    expect(await written([...found].reverse())).toEqual(inOrder);
  }, 60_000);
});
