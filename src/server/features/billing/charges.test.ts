import { describe, expect, it } from 'vitest';
import { type ChargeHead, chargesTotal, type FlatForBilling, flatCharges } from './charges.ts';

const head = (
  id: string,
  basis: ChargeHead['basis'],
  rate: number,
  extra: Partial<ChargeHead> = {},
): ChargeHead => ({
  id,
  name: id,
  basis,
  rate,
  gstRateBp: 0,
  isServiceCharge: false,
  ...extra,
});

const flat: FlatForBilling = {
  flatNo: 'A-101',
  wing: 'A',
  carpetSqft: 652.25,
  builtUpSqft: 780.5,
  constructionCostPaise: 30_00_000_00, // ₹30,00,000
  occupancy: 'owner',
  parking: { covered: 1, open: 2, twoWheeler: 3 },
};

const amount = (h: ChargeHead, f = flat, kind: 'monthly' | 'quarterly' = 'monthly') =>
  flatCharges(f, [h], kind)[0].amountPaise;

describe('charges of one flat for one period', () => {
  it('a fixed amount per flat, three times for a quarter', () => {
    expect(amount(head('service', 'fixed', 1_500_00))).toBe(1_500_00);
    expect(amount(head('service', 'fixed', 1_500_00), flat, 'quarterly')).toBe(4_500_00);
  });

  it('per sq ft of carpet or built-up area, rounded once, half up', () => {
    // ₹3.50 × 652.25 sq ft = ₹2,282.875 -> ₹2,282.88
    expect(amount(head('maint', 'carpet_area', 350))).toBe(2_282_88);
    // ₹0.75 × 780.5 sq ft = ₹585.375 -> ₹585.38
    expect(amount(head('ins', 'built_up_area', 75))).toBe(585_38);
    // A quarter is rounded once on the three months together: 3 × ₹2,282.875 = ₹6,848.625 -> ₹6,848.63
    expect(amount(head('maint', 'carpet_area', 350), flat, 'quarterly')).toBe(6_848_63);
    // Just below a half paisa rounds down: ₹0.01 × 0.49 sq ft = 0.49 paise.
    expect(amount(head('x', 'carpet_area', 1), { ...flat, carpetSqft: 0.49 })).toBe(0);
    expect(amount(head('x', 'carpet_area', 1), { ...flat, carpetSqft: 0.5 })).toBe(1);
  });

  it('a percentage a year of the construction cost, a twelfth of it a month', () => {
    // Sinking fund 0.25 % a year of ₹30,00,000 = ₹7,500 a year = ₹625 a month, ₹1,875 a quarter.
    expect(amount(head('sinking', 'construction_cost_percent', 25))).toBe(625_00);
    expect(amount(head('sinking', 'construction_cost_percent', 25), flat, 'quarterly')).toBe(1_875_00);
    // Repairs fund 0.75 % a year of ₹12,34,567.89 = ₹9,259.2591… a year; a month ₹771.60492… -> ₹771.60
    const cost = { ...flat, constructionCostPaise: 12_34_567_89 };
    expect(amount(head('repairs', 'construction_cost_percent', 75), cost)).toBe(771_60);
  });

  it('per parking slot of each kind', () => {
    expect(amount(head('car', 'parking_covered', 1_000_00))).toBe(1_000_00);
    expect(amount(head('open', 'parking_open', 500_00))).toBe(1_000_00);
    expect(amount(head('bike', 'parking_two_wheeler', 100_00), flat, 'quarterly')).toBe(900_00);
    expect(
      amount(head('car', 'parking_covered', 1_000_00), {
        ...flat,
        parking: { covered: 0, open: 0, twoWheeler: 0 },
      }),
    ).toBe(0);
  });

  it('non-occupancy: a percentage of the service charges, for a let flat only', () => {
    const heads = [
      head('service', 'fixed', 2_000_00, { isServiceCharge: true }),
      head('electricity', 'fixed', 333_33, { isServiceCharge: true }),
      head('tax', 'fixed', 900_00),
      head('noc', 'non_occupancy', 1000),
    ];
    const let_ = flatCharges({ ...flat, occupancy: 'let' }, heads, 'monthly');
    // 10 % of ₹2,333.33 = ₹233.333 -> ₹233.33; the property tax is not a service charge.
    expect(let_.find((l) => l.headId === 'noc')?.amountPaise).toBe(233_33);
    expect(chargesTotal(let_)).toBe(2_000_00 + 333_33 + 900_00 + 233_33);
    for (const occupancy of ['owner', 'vacant'] as const) {
      expect(flatCharges({ ...flat, occupancy }, heads, 'monthly')[3].amountPaise).toBe(0);
    }
    // The base is the service charges as billed: a waived service head is not counted.
    const waived = flatCharges({ ...flat, occupancy: 'let' }, heads, 'monthly', {
      exceptions: [{ headId: 'service', amountPaise: 0, reason: 'Committee waiver' }],
    });
    expect(waived[3].amountPaise).toBe(33_33);
  });

  it('refuses non-occupancy above 10 % of the service charges, and at 10 % accepts it', () => {
    expect(() => flatCharges(flat, [head('noc', 'non_occupancy', 1001)], 'monthly')).toThrow(
      'Non-occupancy charges cannot be more than 10% of the service charges.',
    );
    expect(() => flatCharges(flat, [head('noc', 'non_occupancy', 1000)], 'monthly')).not.toThrow();
    expect(() =>
      flatCharges(flat, [head('noc', 'non_occupancy', 500, { isServiceCharge: true })], 'monthly'),
    ).toThrow();
  });

  it('metered: the amount entered for the flat and the period, flagged when none was entered', () => {
    const water = head('water', 'metered', 0);
    expect(
      flatCharges(flat, [water], 'quarterly', { meteredPaise: { water: 1_234_56 } })[0].amountPaise,
    ).toBe(1_234_56);
    expect(flatCharges(flat, [water], 'monthly')[0]).toMatchObject({
      amountPaise: 0,
      flag: 'no_meter_reading',
    });
    expect(() => flatCharges(flat, [water], 'monthly', { meteredPaise: { water: -1 } })).toThrow();
  });

  it('flags an area-based head on a flat with no area, and bills it 0', () => {
    const bare = { ...flat, carpetSqft: null, builtUpSqft: 0, constructionCostPaise: null };
    const lines = flatCharges(
      bare,
      [
        head('a', 'carpet_area', 350),
        head('b', 'built_up_area', 75),
        head('c', 'construction_cost_percent', 25),
      ],
      'monthly',
    );
    expect(lines.map((l) => [l.amountPaise, l.flag])).toEqual([
      [0, 'no_carpet_area'],
      [0, 'no_built_up_area'],
      [0, 'no_construction_cost'],
    ]);
  });

  it('a per-flat waiver or override replaces the computed amount and keeps its reason', () => {
    const heads = [head('maint', 'carpet_area', 350), head('car', 'parking_covered', 1_000_00)];
    const lines = flatCharges({ ...flat, carpetSqft: null }, heads, 'monthly', {
      exceptions: [
        { headId: 'maint', amountPaise: 2_000_00, reason: 'Area under survey' },
        { headId: 'car', amountPaise: 0, reason: 'Slot handed back' },
      ],
    });
    expect(lines[0]).toMatchObject({
      amountPaise: 2_000_00,
      computedPaise: 0,
      flag: null,
      exception: { amountPaise: 2_000_00, reason: 'Area under survey' },
    });
    expect(lines[1]).toMatchObject({ amountPaise: 0, computedPaise: 1_000_00 });
    expect(() =>
      flatCharges(flat, heads, 'monthly', {
        exceptions: [
          { headId: 'car', amountPaise: 0, reason: 'x' },
          { headId: 'car', amountPaise: 5, reason: 'y' },
        ],
      }),
    ).toThrow();
    expect(() =>
      flatCharges(flat, heads, 'monthly', { exceptions: [{ headId: 'car', amountPaise: -5, reason: 'x' }] }),
    ).toThrow();
  });

  it('refuses a negative or fractional rate, a negative area and a bad GST rate', () => {
    expect(() => amount(head('x', 'fixed', -1))).toThrow();
    expect(() => amount(head('x', 'fixed', 1.5))).toThrow();
    expect(() => amount(head('x', 'carpet_area', 100), { ...flat, carpetSqft: -10 })).toThrow();
    expect(() => amount(head('x', 'fixed', 100, { gstRateBp: 10_001 }))).toThrow();
    expect(() =>
      amount(head('x', 'parking_open', 100), { ...flat, parking: { covered: 0, open: 1.5, twoWheeler: 0 } }),
    ).toThrow();
  });

  it('stays exact for large amounts, beyond what a float multiplies exactly', () => {
    // ₹10,00,00,000 construction cost at 21 % a year for a quarter: 1e10 × 2100 × 3 / 120000 = 525000000 paise.
    expect(
      amount(
        head('x', 'construction_cost_percent', 2100),
        { ...flat, constructionCostPaise: 10_00_00_000_00 },
        'quarterly',
      ),
    ).toBe(52_50_000_00);
  });
});
