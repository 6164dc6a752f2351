import { describe, expect, it } from 'vitest';
import { gstOnBill } from './gst.ts';

const line = (headId: string, amountPaise: number, gstRateBp = 1800) => ({ headId, amountPaise, gstRateBp });

describe('GST on a maintenance bill', () => {
  it('none at exactly ₹7,500 a month, nor below', () => {
    for (const total of [7_500_00, 7_499_99, 0]) {
      const gst = gstOnBill([line('maint', total)], 'monthly');
      expect(gst).toMatchObject({ exempt: true, gstPaise: 0, lines: [] });
    }
  });

  it('on the whole amount a paisa above ₹7,500, at each head’s rate, in equal CGST and SGST halves', () => {
    const gst = gstOnBill(
      [line('maint', 6_000_00), line('sinking', 1_000_00, 0), line('parking', 500_01)],
      'monthly',
    );
    expect(gst.exempt).toBe(false);
    expect(gst.chargesPaise).toBe(7_500_01);
    // 9 % of ₹6,000 = ₹540 each; 9 % of ₹500.01 = ₹45.0009 -> ₹45.00 each; the 0 % head bears none.
    expect(gst.lines).toEqual([
      { headId: 'maint', taxablePaise: 6_000_00, rateBp: 1800, cgstPaise: 540_00, sgstPaise: 540_00 },
      { headId: 'parking', taxablePaise: 500_01, rateBp: 1800, cgstPaise: 45_00, sgstPaise: 45_00 },
    ]);
    expect(gst).toMatchObject({ cgstPaise: 585_00, sgstPaise: 585_00, gstPaise: 1_170_00 });
  });

  it('rounds each half once, half up, so the halves stay equal (no odd paisa)', () => {
    // 9 % of ₹0.50 = 4.5 paise -> 5 paise each, 10 paise of GST.
    const gst = gstOnBill([line('big', 8_000_00, 0), line('small', 50)], 'monthly');
    expect(gst.lines[0]).toMatchObject({ cgstPaise: 5, sgstPaise: 5 });
    expect(gst.gstPaise).toBe(10);
  });

  it('a quarterly bill is compared by its monthly equivalent: ₹22,500 a quarter is exempt, ₹22,500.01 is not', () => {
    expect(gstOnBill([line('maint', 22_500_00)], 'quarterly')).toMatchObject({
      exempt: true,
      limitPaise: 22_500_00,
    });
    // A quarter of ₹22,500.01 is ₹7,500.0033… a month: above the limit, so GST on all of it.
    const over = gstOnBill([line('maint', 22_500_01)], 'quarterly');
    expect(over.exempt).toBe(false);
    expect(over.cgstPaise).toBe(2_025_00); // 9 % of ₹22,500.01 = ₹2,025.0009
    // The same ₹9,000 is taxed on a monthly bill and exempt on a quarterly one (₹3,000 a month).
    expect(gstOnBill([line('maint', 9_000_00)], 'monthly').exempt).toBe(false);
    expect(gstOnBill([line('maint', 9_000_00)], 'quarterly').exempt).toBe(true);
  });

  it('takes the limit from the society’s setting', () => {
    expect(gstOnBill([line('maint', 6_000_00)], 'monthly', 5_000_00).exempt).toBe(false);
    expect(gstOnBill([line('maint', 6_000_00)], 'monthly', 10_000_00).exempt).toBe(true);
    expect(() => gstOnBill([line('maint', 1)], 'monthly', -1)).toThrow();
  });
});
