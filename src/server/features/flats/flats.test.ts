// The flats register through the real app: add, edit, delete, the list with its search, order and unclaimed
// filter; the CSV template, preview and all-or-nothing import; the export; every bad input refused with nothing
// written; each write audited in its transaction; the profiles list's "in register" mark; and admins only.
import { parse as parseCsv } from 'csv-parse/sync';
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Input } from '../../../shared/contract.ts';
import {
  flatsAdminApi as api,
  FLAT_CSV_COLUMNS,
  FLATS_TEXT,
  flatsTemplate,
} from '../../../shared/flats-admin.ts';
import { profilesAdminApi } from '../../../shared/profiles.ts';
import { flats, securityAuditLog } from '../../db/schema.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let member: Resident;

const HEADER = FLAT_CSV_COLUMNS.join(',');
const MISSING = '00000000-0000-4000-8000-000000000000';

const flat101 = {
  wing: 'a',
  flat_no: 'a-101 ',
  carpet_area_sqft: '650.50',
  built_up_area_sqft: '780',
  construction_cost: '1250000',
  occupancy: 'let',
  parking_covered: '1',
  parking_open: '0',
  parking_two_wheeler: '2',
  opening_balance: '4500.75',
  opening_balance_date: '2026-04-01',
};

async function added(fields: Record<string, unknown> = {}) {
  const res = await t.as(admin).send(api.create, { ...flat101, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function list(query: Input<typeof api.list> = {}) {
  const res = await t.as(admin).call(api.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const flatCount = async () => (await t.database.db.select({ n: count() }).from(flats))[0].n;
const auditCount = async () => (await t.database.db.select({ n: count() }).from(securityAuditLog))[0].n;
const lastAudit = async () =>
  (
    await t.database.db.select().from(securityAuditLog).orderBy(desc(securityAuditLog.created_at)).limit(1)
  )[0];
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t, { flat_no: 'A-102' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(flats);
});

describe('adding, editing and deleting a flat', () => {
  it('adds a flat with its number normalised as profiles store it, and audits it', async () => {
    const before = await auditCount();
    const flat = await added();
    expect(flat).toMatchObject({
      wing: 'A',
      flat_no: 'A-101',
      carpet_area_sqft: '650.50',
      built_up_area_sqft: '780.00',
      construction_cost: '1250000.00',
      occupancy: 'let',
      parking_covered: 1,
      parking_open: 0,
      parking_two_wheeler: 2,
      opening_balance: '4500.75',
      opening_balance_date: '2026-04-01',
      residents: 0,
      confirmed_residents: 0,
    });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'flat_added',
      resource: 'flats',
      details: { flat_id: flat.id, flat_no: 'A-101', opening_balance: '4500.75' },
    });
  });

  it('keeps a flat with no area, no wing and no balance, owner-occupied by default', async () => {
    const flat = await added({
      wing: '',
      carpet_area_sqft: '',
      built_up_area_sqft: '',
      construction_cost: '',
      occupancy: '',
      parking_covered: '',
      parking_open: '',
      parking_two_wheeler: '',
      opening_balance: '',
      opening_balance_date: '',
    });
    expect(flat).toMatchObject({
      wing: '',
      carpet_area_sqft: null,
      built_up_area_sqft: null,
      construction_cost: null,
      occupancy: 'owner',
      parking_covered: 0,
      opening_balance: '0.00',
      opening_balance_date: null,
    });
  });

  it('keeps an advance as a negative opening balance', async () => {
    expect((await added({ opening_balance: '-1500' })).opening_balance).toBe('-1500.00');
  });

  it('edits a flat and audits each changed field, a changed opening balance as high severity', async () => {
    const flat = await added();
    const res = await t.as(admin).send(api.update, {
      ...flat101,
      id: flat.id,
      occupancy: 'vacant',
      opening_balance: '-200.5',
      built_up_area_sqft: '780.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ occupancy: 'vacant', opening_balance: '-200.50' });
    expect(await lastAudit()).toMatchObject({
      action: 'flat_updated',
      severity: 'high',
      details: {
        flat_id: flat.id,
        // 780 and 780.00 are one area: not a change.
        changes: { occupancy: ['let', 'vacant'], opening_balance: ['4500.75', '-200.50'] },
      },
    });
  });

  it('refuses to rename a flat to a number the register has, changing nothing', async () => {
    const a = await added();
    await added({ flat_no: 'A-103' });
    const before = await auditCount();
    const res = await t.as(admin).send(api.update, { ...flat101, id: a.id, flat_no: 'a-103' });
    expect(res.statusCode).toBe(409);
    expect(res.error()).toMatchObject({
      message: 'Flat A-103 is already in the register',
      fields: { flat_no: 'Flat A-103 is already in the register' },
    });
    expect(await auditCount()).toBe(before);
    expect((await list()).items.map((f: { flat_no: string }) => f.flat_no)).toEqual(['A-101', 'A-103']);
  });

  it('refuses a flat number already in the register, in any spelling', async () => {
    await added();
    const res = await t.as(admin).send(api.create, { ...flat101, flat_no: ' A-101' });
    expect(res.statusCode).toBe(409);
    expect(res.error().message).toBe(FLATS_TEXT.duplicate('A-101'));
    expect(await flatCount()).toBe(1);
  });

  it('adds a flat once when two admins add it at the same moment', async () => {
    const answers = await Promise.all([
      t.as(admin).send(api.create, flat101),
      t.as(admin).send(api.create, { ...flat101, flat_no: 'A-101' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await flatCount()).toBe(1);
  });

  it('deletes a flat and audits the whole row; an unknown flat is 404', async () => {
    const flat = await added();
    const res = await t.as(admin).call(api.remove, { id: flat.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await flatCount()).toBe(0);
    expect(await lastAudit()).toMatchObject({
      action: 'flat_deleted',
      details: { flat_id: flat.id, flat_no: 'A-101', flat: { opening_balance: '4500.75' } },
    });
    expect((await t.as(admin).call(api.remove, { id: flat.id })).statusCode).toBe(404);
    expect((await t.as(admin).send(api.update, { ...flat101, id: MISSING })).error().message).toBe(
      FLATS_TEXT.notFound,
    );
  });
});

describe('bad input', () => {
  const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
    const before = await auditCount();
    const res = await t.as(admin).send(api.create, { ...flat101, ...fields });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.error().fields?.[field]).toBe(message);
    expect(await flatCount()).toBe(0);
    expect(await auditCount()).toBe(before);
  };

  it('refuses a negative, zero or non-numeric area', async () => {
    await refused({ carpet_area_sqft: '-650' }, 'carpet_area_sqft', FLATS_TEXT.area('Carpet area'));
    await refused({ carpet_area_sqft: '0' }, 'carpet_area_sqft', FLATS_TEXT.area('Carpet area'));
    await refused({ built_up_area_sqft: 'large' }, 'built_up_area_sqft', FLATS_TEXT.area('Built-up area'));
    await refused({ built_up_area_sqft: -5 }, 'built_up_area_sqft', FLATS_TEXT.area('Built-up area'));
    await refused({ carpet_area_sqft: '650.555' }, 'carpet_area_sqft', FLATS_TEXT.area('Carpet area'));
    await refused({ carpet_area_sqft: '100000' }, 'carpet_area_sqft', FLATS_TEXT.areaTooLarge('Carpet area'));
  });

  it('refuses a negative or non-numeric amount, and a balance without its date', async () => {
    await refused({ construction_cost: '-1' }, 'construction_cost', FLATS_TEXT.constructionCost);
    await refused({ opening_balance: '12,500' }, 'opening_balance', FLATS_TEXT.openingBalance);
    await refused({ opening_balance: '100000000' }, 'opening_balance', FLATS_TEXT.amountTooLarge);
    await refused({ opening_balance_date: '' }, 'opening_balance_date', FLATS_TEXT.openingDateRequired);
    await refused(
      { opening_balance_date: '2026-02-30' },
      'opening_balance_date',
      'Please enter a valid date',
    );
  });

  it('refuses an unknown occupancy, a negative or fractional slot count, and a bad flat number or wing', async () => {
    await refused({ occupancy: 'rented' }, 'occupancy', FLATS_TEXT.occupancy);
    await refused({ parking_open: '-1' }, 'parking_open', FLATS_TEXT.slots('Open parking'));
    await refused({ parking_covered: 1.5 }, 'parking_covered', FLATS_TEXT.slots('Covered parking'));
    await refused({ flat_no: '' }, 'flat_no', 'Flat number is required');
    await refused({ flat_no: 'A<101>' }, 'flat_no', 'Invalid flat number format');
    await refused({ wing: 'Wing<script>' }, 'wing', FLATS_TEXT.wing);
  });
});

describe('the database', () => {
  it('refuses a negative area, cost or slot count, and an unknown occupancy, whatever writes it', async () => {
    const db = t.database.db;
    const bad = [
      { flat_no: 'X-1', carpet_area_sqft: '-1' },
      { flat_no: 'X-2', built_up_area_sqft: '-0.5' },
      { flat_no: 'X-3', construction_cost: '-10' },
      { flat_no: 'X-4', parking_two_wheeler: -1 },
    ];
    for (const values of bad) await expect(db.insert(flats).values(values)).rejects.toThrow();
    await expect(
      db.execute(sql`insert into flats (flat_no, occupancy) values ('X-5', 'rented')`),
    ).rejects.toThrow();
    expect(await flatCount()).toBe(0);
  });
});

describe('the list', () => {
  it('pages, searches by flat number or wing, sorts, and shows who claimed each flat', async () => {
    await added({ wing: 'B', flat_no: 'B-201' });
    await added({ wing: 'A', flat_no: 'A-102' });
    await added({ wing: 'A', flat_no: 'A-101' });
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items.map((f: { flat_no: string }) => f.flat_no)).toEqual(['A-101', 'A-102', 'B-201']);
    // The member's profile names A-102 (not yet confirmed).
    expect(all.items[1]).toMatchObject({ residents: 1, confirmed_residents: 0 });

    const page2 = await list({ pageSize: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.items.map((f: { flat_no: string }) => f.flat_no)).toEqual(['B-201']);
    expect((await list({ q: 'b-2' })).items.map((f: { flat_no: string }) => f.flat_no)).toEqual(['B-201']);
    expect((await list({ sort: 'flat_no', dir: 'desc' })).items[0].flat_no).toBe('B-201');
    expect(
      (await list({ sort: 'wing', dir: 'desc' })).items.map((f: { flat_no: string }) => f.flat_no),
    ).toEqual(['B-201', 'A-102', 'A-101']);
  });

  it('filters the flats no resident has claimed, and those some resident has', async () => {
    await added({ flat_no: 'A-101' });
    await added({ flat_no: 'A-102' });
    const unclaimed = await list({ claim: 'unclaimed' });
    expect(unclaimed.total).toBe(1);
    expect(unclaimed.items.map((f: { flat_no: string }) => f.flat_no)).toEqual(['A-101']);
    expect((await list({ claim: 'claimed' })).items.map((f: { flat_no: string }) => f.flat_no)).toEqual([
      'A-102',
    ]);
    await confirmFlat(t, member, admin);
    expect((await list({ claim: 'claimed' })).items[0]).toMatchObject({
      residents: 1,
      confirmed_residents: 1,
    });
    expect((await t.as(admin).query(api.list, 'claim=everyone')).statusCode).toBe(400);
  });
});

describe('Profile Management', () => {
  it("marks whether a resident's flat is in the register", async () => {
    const flagOf = async () => {
      const res = await t.as(admin).call(profilesAdminApi.list, { q: member.email });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items[0].flat_in_register;
    };
    expect(await flagOf()).toBe(false);
    await added({ flat_no: 'A-102' });
    expect(await flagOf()).toBe(true);
  });
});

describe('importing from a CSV', () => {
  const preview = (csv: string) => t.as(admin).call(api.preview, { csv });
  const importCsv = (csv: string) => t.as(admin).call(api.import, { csv });

  it('offers a template with the header alone', async () => {
    const res = await t.as(admin).call(api.template);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('flats-register-template.csv');
    expect(res.body).toBe(flatsTemplate());
  });

  it('previews every row, marking bad ones, and writes nothing', async () => {
    await added({ flat_no: 'C-301' });
    const before = await auditCount();
    const res = await preview(
      csvOf(
        'A,a-101,650,780,1250000,owner,1,0,1,4500,01/04/2026',
        'A,A-102,-650,780,,let,0,0,0,0,',
        'B,B-201,abc,,,,,,,-1200.50,2026-04-01',
        'B,b-201 ,700,,,,,,,0,',
        'C,C-301,700,,,,,,,0,',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows;
    expect(rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(rows[0]).toMatchObject({
      problems: [],
      values: { flat_no: 'A-101', opening_balance: '4500', opening_balance_date: '2026-04-01' },
    });
    expect(rows[1].problems).toEqual([`carpet_area_sqft: ${FLATS_TEXT.area('Carpet area')}`]);
    expect(rows[2].problems).toEqual([`carpet_area_sqft: ${FLATS_TEXT.area('Carpet area')}`]);
    // B-201 on row 4 is bad for its area; rows 5's own B-201 is then the only good one, so not a duplicate.
    expect(rows[3].problems).toEqual([]);
    expect(rows[4].problems).toEqual([FLATS_TEXT.duplicate('C-301')]);
    expect(await flatCount()).toBe(1);
    expect(await auditCount()).toBe(before);
  });

  it('marks a flat that appears twice in the file, in any spelling', async () => {
    const rows = (await preview(csvOf(',A-101,,,,,,,,,', ',a-101 ,,,,,,,,,'))).json().rows;
    expect(rows.map((r: { problems: string[] }) => r.problems)).toEqual([
      [FLATS_TEXT.duplicateInFile('3')],
      [FLATS_TEXT.duplicateInFile('2')],
    ]);
  });

  it('imports every row in one transaction with one audit row', async () => {
    const before = await auditCount();
    const res = await importCsv(
      csvOf(
        'A,A-101,650,780,1250000,owner,1,0,1,4500,01/04/2026',
        'A,A-102,,,,vacant,,,,-1200.50,2026-04-01',
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    const rows = (await list()).items;
    expect(
      rows.map((f: { flat_no: string; opening_balance: string }) => [f.flat_no, f.opening_balance]),
    ).toEqual([
      ['A-101', '4500.00'],
      ['A-102', '-1200.50'],
    ]);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'flats_imported',
      severity: 'high',
      details: { flats: 2, flat_nos: ['A-101', 'A-102'], opening_balance_total: '3299.50' },
    });
  });

  it('imports one of two files naming the same flat sent at the same moment, and nothing of the other', async () => {
    const answers = await Promise.all([
      importCsv(csvOf(',A-101,,,,,,,,,', ',A-102,,,,,,,,,')),
      importCsv(csvOf(',A-103,,,,,,,,,', ',A-102,,,,,,,,,')),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    // The loser is refused either by the preview's check (400) or by the unique index inside its transaction (409).
    expect(codes[0]).toBe(201);
    expect([400, 409]).toContain(codes[1]);
    const refused = answers.find((r) => r.statusCode !== 201);
    expect(refused?.error().message).toBe(
      refused?.statusCode === 409 ? FLATS_TEXT.duplicate('A-102') : FLATS_TEXT.importHasProblems(1),
    );
    expect(await flatCount()).toBe(2);
  });

  it('imports nothing when any row is bad, or is already in the register', async () => {
    const bad = await importCsv(csvOf(',A-101,,,,,,,,,', ',A-102,-5,,,,,,,,'));
    expect(bad.statusCode).toBe(400);
    expect(bad.error().message).toBe(FLATS_TEXT.importHasProblems(1));
    expect(await flatCount()).toBe(0);

    await added({ flat_no: 'A-102' });
    const before = await auditCount();
    const taken = await importCsv(csvOf(',A-101,,,,,,,,,', ',A-102,,,,,,,,,'));
    expect(taken.statusCode).toBe(400);
    expect(await flatCount()).toBe(1);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ['an empty file', '', 'The CSV file is empty'],
    ['a header only', flatsTemplate(), 'The CSV has a header but no flat rows'],
    [
      'a missing flat_no column',
      'wing,carpet_area_sqft\r\nA,650',
      `The CSV is missing the column flat_no. The first line must be: ${HEADER}`,
    ],
    [
      'an unknown column',
      'flat_no,area\r\nA-101,650',
      `Unknown column "area". The first line must be: ${HEADER}`,
    ],
    [
      'semicolons',
      'wing;flat_no\r\nA;A-101',
      `The CSV separates its columns with semicolons (;). Please save it with commas (,) as the separator. The first line must be: ${HEADER}`,
    ],
  ])('refuses %s, in the preview and the import', async (_, csv, message) => {
    for (const res of [await preview(csv), await importCsv(csv)]) {
      expect(res.statusCode).toBe(400);
      expect(res.error()).toMatchObject({ message, fields: { csv: message } });
    }
    expect(await flatCount()).toBe(0);
  });

  it('reads a file with only some columns: the rest are empty', async () => {
    const res = await importCsv('Flat No,Wing\r\nA-101,A\r\n');
    expect(res.statusCode, res.body).toBe(201);
    expect((await list()).items[0]).toMatchObject({ flat_no: 'A-101', wing: 'A', occupancy: 'owner' });
  });
});

describe('the export', () => {
  it('writes the filtered register in the import columns, and the file imports again', async () => {
    await added({ flat_no: 'A-101', opening_balance: '-1500.5' });
    await added({ flat_no: 'A-102', opening_balance: '0', opening_balance_date: '', carpet_area_sqft: '' });
    const res = await t.as(admin).call(api.export, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/flats_register_\d{4}-\d{2}-\d{2}\.csv/);
    const [head, ...rows] = parseCsv(res.body, { bom: true });
    expect(head).toEqual([...FLAT_CSV_COLUMNS]);
    expect(rows).toEqual([
      ['A', 'A-101', '650.50', '780.00', '1250000.00', 'let', '1', '0', '2', '-1500.50', '01/04/2026'],
      ['A', 'A-102', '', '780.00', '1250000.00', 'let', '1', '0', '2', '0.00', ''],
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'flats_exported', details: { rows: 2 } });

    const unclaimed = await t.as(admin).call(api.export, { claim: 'unclaimed' });
    expect(parseCsv(unclaimed.body, { bom: true }).map((r: string[]) => r[1])).toEqual(['flat_no', 'A-101']);

    await t.database.db.delete(flats);
    expect((await t.as(admin).call(api.import, { csv: res.body })).statusCode).toBe(201);
    expect((await list()).items.map((f: { opening_balance: string }) => f.opening_balance)).toEqual([
      '-1500.50',
      '0.00',
    ]);
  });
});

describe('access', () => {
  it('refuses a resident every office route of the register', async () => {
    const flat = await added();
    const attempts = [
      t.as(member).call(api.list),
      t.as(member).send(api.create, { ...flat101, flat_no: 'A-109' }),
      t.as(member).send(api.update, { ...flat101, id: flat.id, opening_balance: '0' }),
      t.as(member).call(api.remove, { id: flat.id }),
      t.as(member).call(api.template),
      t.as(member).call(api.preview, { csv: csvOf(',A-109,,,,,,,,,') }),
      t.as(member).call(api.import, { csv: csvOf(',A-109,,,,,,,,,') }),
      t.as(member).call(api.export, {}),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(flats).where(eq(flats.id, flat.id));
    expect(row.opening_balance).toBe('4500.75');
    expect(await flatCount()).toBe(1);
  });
});
