import { describe, expect, it } from 'vitest';
import { type Credit, type FlatAccount, type MatchContext, proposeMatches } from './matching.ts';
import { flatKey, narrationFacts } from './narration.ts';

/** Flats, B-201, each owing one bill of ₹3,450 (B-201 also an older one of ₹1,000). */
const flats: FlatAccount[] = [
  {
    id: 'a101',
    wing: 'A',
    flat_no: 'A-101',
    outstanding_paise: 345000,
    bills: [{ id: 'bill-1', number: 'MB/2026-27/0001', outstanding_paise: 345000 }],
  },
  {
    id: 'a102',
    wing: 'A',
    flat_no: 'A-102',
    outstanding_paise: 345000,
    bills: [{ id: 'bill-2', number: 'MB/2026-27/0002', outstanding_paise: 345000 }],
  },
  {
    id: 'b201',
    wing: 'B',
    flat_no: 'B-201',
    outstanding_paise: 445000,
    bills: [
      { id: 'bill-0', number: 'MB/2026-27/0000', outstanding_paise: 100000 },
      { id: 'bill-3', number: 'MB/2026-27/0003', outstanding_paise: 345000 },
    ],
  },
];
const ctx = (more: Partial<MatchContext> = {}): MatchContext => ({
  flats,
  reported: [],
  knownPayers: [],
  ...more,
});
let n = 0;
const credit = (narration: string, amount_paise: number, reference = ''): Credit => ({
  key: `c${++n}`,
  date: '2026-11-24',
  narration,
  reference,
  amount_paise,
});
const one = (c: Credit, context = ctx()) => {
  const [p, ...rest] = proposeMatches([c], context);
  expect(rest).toEqual([]);
  return p;
};

describe('what a narration says', () => {
  it.each([
    [
      'UPI-RAMESH KUMAR-ramesh@okhdfcbank-HDFC0001234-433012345678-A101 MAINT',
      ['A|101'],
      ['vpa:ramesh@okhdfcbank', 'name:RAMESH KUMAR'],
    ],
    ['UPI/433012345678/A-101 maint/ramesh@ybl/HDFC BANK', ['A|101'], ['vpa:ramesh@ybl']],
    [
      'BY TRANSFER-UPI/CR/433012345678/SUNITA S/ICIC/sunita.shah@okicici/flat 201 wing B',
      ['B|201'],
      ['vpa:sunita.shah@okicici', 'name:SUNITA S'],
    ],
    ['NEFT CR-ICIC0000104-SUNITA SHAH-SOCIETY-ICICN52026112412345', [], ['name:SUNITA SHAH']],
    ['IMPS/P2A/433012345679/AKASHRAM/ICICIBAN/wing b flat no 201', ['B|201'], ['name:AKASHRAM']],
    ['NEFT-HDFCN52026112412345-RAMESH KUMAR-201-B NOV', ['B|201'], ['name:RAMESH KUMAR']],
    ['TRANSFER FROM 4897691162093 A 101', ['A|101'], ['acct:4897691162093']],
    ['NEFT-HDFCN52026112412346-R KUMAR-FLAT NO 1203', ['|1203'], ['name:R KUMAR']],
  ])('%s', (narration, flatsSaid, payers) => {
    const facts = narrationFacts(narration);
    expect(facts.flats).toEqual(flatsSaid);
    expect(facts.payers).toEqual(payers);
  });

  it('finds references as banks pad them, and bill numbers as bankers mangle them', () => {
    expect(
      narrationFacts('UPI-X-x@ybl-HDFC0001234-433012345678-NOTE', '0000433012345678').references,
    ).toContain('433012345678');
    for (const said of [
      'MB/2026-27/0001',
      'MB 2026-27 0001',
      'MB2026270001',
      'mb-2026-27-1',
      'MB/2026/27/0001',
    ])
      expect(narrationFacts(`UPI/433012345678/${said}/x@ybl`).bills).toEqual(['MB/2026-27/0001']);
    // Not a financial year: 2026-28 is no bill number.
    expect(narrationFacts('MB 2026-28 0001').bills).toEqual([]);
  });

  it('keeps UPI IDs, IFSCs, references and months from looking like flats', () => {
    expect(narrationFacts('UPI/P2A/433012345678/a101@ybl/HDFC0001234/NOV 2026 MAINT').flats).toEqual([]);
  });

  it('flat keys join a wing and a number however the register writes them', () => {
    expect(flatKey('A', 'A-101')).toBe('A|101');
    expect(flatKey('A', '101')).toBe('A|101');
    expect(flatKey('', 'B/0203')).toBe('B|203');
    expect(flatKey('', '1203')).toBe('|1203');
  });
});

describe('the rules, in their order', () => {
  it('(a) a reported reference: high with its amount, medium with another, used once', () => {
    const reported = [
      {
        id: 'r1',
        purpose: 'dues' as const,
        flat_id: 'a102',
        amount_paise: 345000,
        reference: '433012345678',
      },
    ];
    const c = credit('UPI-RAMESH-r@ybl-HDFC0001234-433012345678-A101 MAINT', 345000);
    expect(one(c, ctx({ reported }))).toMatchObject({
      rule: 'reference',
      confidence: 'high',
      reported_payment_id: 'r1',
    });
    expect(one(c, ctx({ reported })).allocations).toEqual([
      {
        flat_id: 'a102',
        amount_paise: 345000,
        bills: [{ bill_id: 'bill-2', amount_paise: 345000 }],
        advance_paise: 0,
      },
    ]);
    expect(one(credit('IMPS/P2A/433012345678/X/Y/NA', 300000), ctx({ reported }))).toMatchObject({
      rule: 'reference',
      confidence: 'medium',
    });
    const twice = proposeMatches([c, { ...c, key: 'again' }], ctx({ reported }));
    expect(twice.map((p) => p.rule)).toEqual(['reference', 'flat']);
  });

  it('(a) a gym or hall payment: high with its exact price and no flat parts; another amount is not it', () => {
    const reported = [
      {
        id: 'g1',
        purpose: 'membership' as const,
        flat_id: null,
        amount_paise: 150000,
        reference: '512000000077',
      },
    ];
    const c = credit('UPI-NISHA-n@okhdfcbank-HDFC0001234-512000000077-GYM', 150000);
    expect(one(c, ctx({ reported }))).toMatchObject({
      rule: 'reference',
      confidence: 'high',
      reported_payment_id: 'g1',
      allocations: [],
    });
    const short = proposeMatches([{ ...c, amount_paise: 140000 }], ctx({ reported }));
    expect(short.map((p) => p.reported_payment_id)).not.toContain('g1');
  });

  it('(b) a bill number, however written: high when it pays what the bill owes', () => {
    expect(one(credit('NEFT-HDFCN5202611-R KUMAR-MB2026270003', 345000))).toMatchObject({
      rule: 'bill',
      confidence: 'high',
      allocations: [
        { flat_id: 'b201', bills: [{ bill_id: 'bill-3', amount_paise: 345000 }], advance_paise: 0 },
      ],
    });
    expect(one(credit('NEFT-HDFCN5202611-R KUMAR-MB 2026-27 0003', 200000))).toMatchObject({
      rule: 'bill',
      confidence: 'medium',
    });
  });

  it('(b) a flat number: high when it pays what the flat owes; a part payment or other amount is medium', () => {
    expect(one(credit('UPI/433012345670/flat 201 wing B/x@ybl', 445000))).toMatchObject({
      rule: 'flat',
      confidence: 'high',
      allocations: [
        {
          flat_id: 'b201',
          bills: [
            { bill_id: 'bill-0', amount_paise: 100000 },
            { bill_id: 'bill-3', amount_paise: 345000 },
          ],
          advance_paise: 0,
        },
      ],
    });
    const part = one(credit('UPI/433012345671/B201/x@ybl', 345000 - 200));
    expect(part).toMatchObject({ rule: 'flat', confidence: 'medium' });
    expect(part.allocations[0].bills).toEqual([
      { bill_id: 'bill-0', amount_paise: 100000 },
      { bill_id: 'bill-3', amount_paise: 244800 },
    ]);
  });

  it('(b) an over-payment keeps the rest as an advance', () => {
    expect(one(credit('UPI/433012345672/A-101/x@ybl', 400000)).allocations).toEqual([
      {
        flat_id: 'a101',
        amount_paise: 400000,
        bills: [{ bill_id: 'bill-1', amount_paise: 345000 }],
        advance_paise: 55000,
      },
    ]);
  });

  it('(b) one credit for two flats is split, high when it is what they owe together', () => {
    expect(one(credit('NEFT-X-R KUMAR-A101 A102 MAINT', 690000))).toMatchObject({
      rule: 'flat',
      confidence: 'high',
      allocations: [
        { flat_id: 'a101', amount_paise: 345000 },
        { flat_id: 'a102', amount_paise: 345000 },
      ],
    });
    expect(one(credit('NEFT-X-R KUMAR-MB/2026-27/0001 MB/2026-27/0002', 500000))).toMatchObject({
      rule: 'bill',
      confidence: 'medium',
      allocations: [
        { flat_id: 'a101', amount_paise: 345000 },
        { flat_id: 'a102', amount_paise: 155000 },
      ],
    });
  });

  it('(b) a payer known for another flat lowers a named flat to medium', () => {
    const knownPayers = [{ flat_id: 'a102', payer: 'vpa:ramesh@ybl' }];
    expect(one(credit('UPI/433012345673/A101/ramesh@ybl', 345000), ctx({ knownPayers }))).toMatchObject({
      rule: 'flat',
      confidence: 'medium',
      allocations: [{ flat_id: 'a101' }],
    });
  });

  it('(c) a payer known from earlier payments: medium, and among their flats the one owing the amount', () => {
    const knownPayers = [{ flat_id: 'b201', payer: 'vpa:ramesh@ybl' }];
    expect(
      one(credit('UPI/433012345674/maintenance/ramesh@ybl/HDFC', 120000), ctx({ knownPayers })),
    ).toMatchObject({
      rule: 'payer',
      confidence: 'medium',
      allocations: [{ flat_id: 'b201', amount_paise: 120000 }],
    });
    const both = [...knownPayers, { flat_id: 'a101', payer: 'name:RAMESH KUMAR' }];
    expect(
      one(credit('NEFT CR-ICIC0000104-RAMESH KUMAR-SOC-ICICN1', 345000), ctx({ knownPayers: both })),
    ).toMatchObject({
      rule: 'payer',
      allocations: [{ flat_id: 'a101' }],
    });
  });

  it('(c) a payer known only by name, or learned from this statement, is low', () => {
    const byName = [{ flat_id: 'a101', payer: 'name:SUNITA SHAH' }];
    expect(
      one(credit('NEFT CR-ICIC0000104-SUNITA SHAH-SOC-ICICN1', 120000), ctx({ knownPayers: byName })),
    ).toMatchObject({
      rule: 'payer',
      confidence: 'low',
      allocations: [{ flat_id: 'a101' }],
    });
    // A UPI ID the line carries outweighs a name: unknown, it leaves the name aside.
    expect(
      proposeMatches(
        [credit('UPI/P2A/433012345675/SUNITA SHAH/ICICI/sunita.s@ybl', 120000)],
        ctx({ knownPayers: byName }),
      ),
    ).toEqual([]);
    // Paid for B-201 by its bill number in April, the same UPI ID's note-less credit in May is B-201's (low).
    const april = { ...credit('UPI/433012345676/MB/2026-27/0000/new.payer@ybl', 100000), date: '2026-04-05' };
    const may = { ...credit('UPI/433012345677/maintenance/new.payer@ybl', 120000), date: '2026-05-05' };
    expect(
      proposeMatches([may, april], ctx()).map((p) => [
        p.credit,
        p.rule,
        p.confidence,
        p.allocations[0].flat_id,
      ]),
    ).toEqual([
      [april.key, 'bill', 'high', 'b201'],
      [may.key, 'payer', 'low', 'b201'],
    ]);
  });

  it('(d) an amount only one flat owes: low; none when two flats owe it', () => {
    expect(one(credit('BY CASH', 445000))).toMatchObject({
      rule: 'amount',
      confidence: 'low',
      allocations: [{ flat_id: 'b201' }],
    });
    expect(proposeMatches([credit('BY CASH', 345000)], ctx())).toEqual([]);
  });

  it('credits use up what a flat owes: the second of two equal credits is no longer matched by amount', () => {
    const proposals = proposeMatches([credit('A-101 maint', 345000), credit('BY CASH', 345000)], ctx());
    // A-101 is paid; A-102 is then the only flat owing ₹3,450.
    expect(proposals.map((p) => [p.rule, p.allocations[0].flat_id])).toEqual([
      ['flat', 'a101'],
      ['amount', 'a102'],
    ]);
  });

  it('proposes nothing for a credit no rule explains', () => {
    expect(proposeMatches([credit('INTEREST CREDIT', 1234)], ctx())).toEqual([]);
  });
});
