// npm run seed:demo: sample announcements, do's and don'ts and gallery rows for a demo or a review.
// Idempotent: rows already present (same title, or same image for the gallery) are left alone.

import { and, eq } from 'drizzle-orm';
import {
  announcements,
  dosAndDonts,
  galleryImages,
  maintenanceInvoices,
  repairInvoices,
} from '../../src/server/db/schema.ts';
import { storageFor } from '../../src/server/storage/storage.ts';
import { BUILT_IN_GALLERY } from '../../src/shared/built-in-gallery.ts';
import { runScript } from './open-db.ts';
import { textPdf } from './text-pdf.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

const ANNOUNCEMENTS = [
  {
    title: 'Water supply suspended for tank cleaning',
    content:
      'The overhead and underground water tanks will be cleaned on Saturday.\nWater supply will be off from 10:00 AM to 4:00 PM. Please store enough water the night before.',
    priority: 'urgent',
    created_at: hoursAgo(2),
  },
  {
    title: 'B-wing lift under maintenance',
    content:
      'The B-wing passenger lift will be serviced by the AMC technician on Tuesday between 11:00 AM and 3:00 PM. Please use the service lift or the A-wing lift meanwhile.',
    priority: 'high',
    created_at: hoursAgo(20),
  },
  {
    title: 'Monsoon precautions',
    content:
      'Please keep balcony drains clear, secure flower pots and loose items on window sills, and report any seepage to the office early.\nSandbags are kept near the basement ramp.',
    priority: 'high',
    created_at: hoursAgo(50),
  },
  {
    title: 'Annual General Meeting on Sunday, 10:30 AM',
    content:
      'The AGM will be held in the podium hall. Agenda: audited accounts, repairs fund, and election of the managing committee. Members are requested to attend in person.',
    priority: 'normal',
    created_at: hoursAgo(96),
  },
  {
    title: 'Ganpati festival celebrations',
    content:
      'Our society Ganpati will be installed in the podium on the first day of the festival. Aarti at 8:00 AM and 8:00 PM daily; volunteers for decoration, please give your names at the office.',
    priority: 'normal',
    created_at: hoursAgo(150),
  },
  {
    title: 'Pest control in common areas',
    content:
      'Pest control of staircases, the garbage room and the basement is scheduled for next Thursday morning. Keep pets indoors till noon.',
    priority: 'low',
    created_at: hoursAgo(240),
  },
];

const GUIDELINES = [
  [
    'parking',
    'Park only in your allotted slot',
    'Use only the slot registered to your flat; visitors use the marked visitor bays.',
    'high',
  ],
  [
    'parking',
    'No double parking',
    'Never block another car or the driveway, even for a few minutes.',
    'urgent',
  ],
  [
    'parking',
    'Drive slowly in the compound',
    'Keep to 10 km/h and watch out for children near the play area.',
    'normal',
  ],
  [
    'waste_management',
    'Segregate wet and dry waste',
    'Use the green bin for wet waste and the blue bin for dry waste; the BMC collects them separately.',
    'high',
  ],
  [
    'waste_management',
    'No littering from balconies',
    'Do not throw anything from windows or balconies.',
    'urgent',
  ],
  [
    'waste_management',
    'E-waste and bulky items',
    'Leave old electronics and furniture at the office for the monthly pickup.',
    'normal',
  ],
  [
    'noise',
    'Quiet hours',
    'Keep music and renovation noise down between 10:00 PM and 7:00 AM, and from 2:00 PM to 4:00 PM.',
    'high',
  ],
  [
    'noise',
    'Parties in flats',
    'Inform your neighbours in advance and end loud celebrations by 10:00 PM.',
    'normal',
  ],
  [
    'security',
    'Register your visitors',
    'Visitors, delivery staff and domestic help must sign in at the gate.',
    'urgent',
  ],
  [
    'security',
    'Report unknown persons',
    'Inform the security desk of anyone you do not recognise in the building.',
    'high',
  ],
  [
    'common_areas',
    'Keep corridors clear',
    'Shoes, cycles and plants must not block corridors or fire exits.',
    'high',
  ],
  ['common_areas', 'Pets in common areas', 'Keep pets on a leash and clean up after them.', 'normal'],
  [
    'common_areas',
    'Use of the terrace',
    'The terrace is open from 6:00 AM to 9:00 PM; children must be accompanied.',
    'other',
  ],
].map(([category, title, description, priority]) => ({ category, title, description, priority }));

const GALLERY = BUILT_IN_GALLERY.map(({ id: _builtInId, ...image }) => image);

/** Invoices of one demo flat, so a resident who signs up with it sees and downloads real PDFs. */
export const DEMO_FLAT = 'A-101';
const MAINTENANCE = [
  ['MI-2026-09', '2026-09-01', '2026-09-15', '4850.00', 'Maintenance charges for September 2026'],
  ['MI-2026-10', '2026-10-01', '2026-10-15', '4850.00', 'Maintenance charges for October 2026'],
  [
    'MI-2026-11',
    '2026-11-01',
    '2026-11-15',
    '5120.00',
    'Maintenance charges for November 2026, with sinking fund',
  ],
].map(([invoice_number, invoice_date, due_date, amount, description]) => ({
  invoice_number,
  invoice_date,
  due_date,
  amount,
  description,
}));
const REPAIRS = [
  {
    invoice_number: 'RI-2026-031',
    invoice_date: '2026-10-18',
    due_date: '2026-11-01',
    amount: '2350.00',
    description: 'Replacement of the kitchen sink outlet pipe',
    repair_type: 'plumbing',
  },
];

await runScript(async ({ config, database }) => {
  const storage = storageFor(config, database.db);
  /** Stores the invoice's PDF and returns the row to insert, unless the flat already has that number. */
  async function invoiceRow(
    table: typeof maintenanceInvoices | typeof repairInvoices,
    kind: string,
    inv: { invoice_number: string; amount: string; invoice_date: string; description: string },
  ) {
    const [exists] = await database.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.flat_no, DEMO_FLAT), eq(table.invoice_number, inv.invoice_number)));
    if (exists) return null;
    const pdf_url = `${DEMO_FLAT}_${inv.invoice_number}_${Date.now()}.pdf`;
    const bucket = kind === 'Maintenance' ? 'maintenance-invoices' : 'repair-invoices';
    await storage.put(
      bucket,
      pdf_url,
      textPdf([
        `${kind} invoice ${inv.invoice_number}`,
        `Flat ${DEMO_FLAT}`,
        `Date: ${inv.invoice_date}`,
        inv.description,
        `Amount: Rs. ${inv.amount}`,
      ]),
    );
    return { ...inv, flat_no: DEMO_FLAT, pdf_url };
  }
  const newM = (
    await Promise.all(MAINTENANCE.map((i) => invoiceRow(maintenanceInvoices, 'Maintenance', i)))
  ).filter((r) => r !== null);
  const newR = (
    await Promise.all(
      REPAIRS.map(async (i) => {
        const row = await invoiceRow(repairInvoices, 'Repair', i);
        return row && { ...row, repair_type: i.repair_type };
      }),
    )
  ).filter((r) => r !== null);

  const added = await database.db.transaction(async (tx) => {
    const haveA = new Set((await tx.select({ t: announcements.title }).from(announcements)).map((r) => r.t));
    const newA = ANNOUNCEMENTS.filter((a) => !haveA.has(a.title));
    if (newA.length) await tx.insert(announcements).values(newA);

    const key = (g: { category: string; title: string }) => `${g.category}\n${g.title}`;
    const haveG = new Set(
      (await tx.select({ category: dosAndDonts.category, title: dosAndDonts.title }).from(dosAndDonts)).map(
        key,
      ),
    );
    const newG = GUIDELINES.filter((g) => !haveG.has(key(g)));
    if (newG.length) await tx.insert(dosAndDonts).values(newG);

    const haveI = new Set(
      (await tx.select({ u: galleryImages.image_url }).from(galleryImages)).map((r) => r.u),
    );
    const newI = GALLERY.filter((g) => !haveI.has(g.image_url));
    if (newI.length) await tx.insert(galleryImages).values(newI);
    if (newM.length) await tx.insert(maintenanceInvoices).values(newM);
    if (newR.length) await tx.insert(repairInvoices).values(newR);
    return {
      announcements: newA.length,
      guidelines: newG.length,
      gallery: newI.length,
      invoices: newM.length + newR.length,
    };
  });
  console.log(
    `Demo data added: ${added.announcements} announcements, ${added.guidelines} do's and don'ts, ${added.gallery} gallery images, ${added.invoices} invoices for flat ${DEMO_FLAT} (existing rows kept).`,
  );
});
