import { describe, expect, it } from 'vitest';
import { houseRepairInput, REPAIR_RULES } from './house-repairs.ts';

describe('repair rules', () => {
  it.each([
    /architect/,
    /No structural changes/,
    /bank holidays and Sundays only painting and polishing/,
    /2:00 PM to 4:00 PM/,
    /10:00 AM to 6:45 PM.*7:00 PM.*service lift/,
    /[Nn]oisy work.*garage/,
    /tempo or truck.*before 9:00 AM or after 7:00 PM/,
    /deposit.*actual number of months/,
    /within 9 months.*₹10,000 per extra month/,
    /not liable for any accident/,
  ])('include %s', (rule) => {
    expect(REPAIR_RULES.some((r) => rule.test(r))).toBe(true);
  });
});

describe('repair request rules', () => {
  const required = {
    applicant_name: 'Asha',
    flat_no: 'B-101',
    contact_number: '9820012345',
    work_type: 'Plumbing',
    terms_accepted: 'true',
  };

  it('needs the terms accepted, as a checkbox or a form string', () => {
    for (const terms_accepted of [false, 'false', undefined])
      expect(houseRepairInput.safeParse({ ...required, terms_accepted }).error?.issues[0].message).toBe(
        'Please accept the terms and conditions',
      );
    expect(houseRepairInput.parse({ ...required, terms_accepted: true }).terms_accepted).toBe(true);
  });

  it('turns empty optional fields into null and numbers into numbers', () => {
    expect(
      houseRepairInput.parse({ ...required, duration_days: '', amount: '', start_date: '', email: '' }),
    ).toMatchObject({ duration_days: null, amount: null, start_date: null, email: null });
    expect(houseRepairInput.parse({ ...required, duration_days: '30', amount: '1500.5' })).toMatchObject({
      duration_days: 30,
      amount: 1500.5,
    });
  });

  it('accepts amounts in paise and refuses fractions of a paisa', () => {
    for (const amount of ['19.99', '1.13', '0.29', '25000.50'])
      expect(houseRepairInput.parse({ ...required, amount }).amount).toBe(Number(amount));
    expect(houseRepairInput.safeParse({ ...required, amount: '10.005' }).error?.issues[0].message).toBe(
      'Please enter a valid amount',
    );
  });

  it('refuses dates no calendar of ours holds', () => {
    for (const start_date of ['0000-01-01', '3026-01-01', '2026-02-30'])
      expect(houseRepairInput.safeParse({ ...required, start_date }).error?.issues[0].message).toBe(
        'Please enter a valid date',
      );
  });
});
