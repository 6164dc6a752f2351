import { describe, expect, it } from 'vitest';
import { monthsIn, periodFromKey, periodOf, previousPeriod } from './periods.ts';

describe('billing periods', () => {
  it('finds the month of a date, with its label, key, first and last day', () => {
    expect(periodOf('2026-11-17', 'monthly')).toEqual({
      kind: 'monthly',
      key: '2026-11',
      label: 'November 2026',
      start: '2026-11-01',
      end: '2026-11-30',
      months: ['2026-11'],
    });
    expect(periodOf('2028-02-03', 'monthly').end).toBe('2028-02-29');
    expect(periodOf('2027-02-03', 'monthly').end).toBe('2027-02-28');
  });

  it('finds the calendar quarter of a date, which is also a quarter of the financial year', () => {
    expect(periodOf('2026-11-17', 'quarterly')).toEqual({
      kind: 'quarterly',
      key: '2026-Q4',
      label: 'Oct–Dec 2026',
      start: '2026-10-01',
      end: '2026-12-31',
      months: ['2026-10', '2026-11', '2026-12'],
    });
    expect(periodOf('2027-03-31', 'quarterly').label).toBe('Jan–Mar 2027');
    expect(periodOf('2027-04-01', 'quarterly').label).toBe('Apr–Jun 2027');
    expect(periodOf('2026-09-30', 'quarterly')).toMatchObject({ key: '2026-Q3', label: 'Jul–Sep 2026' });
  });

  it('reads a key back and refuses text that is not one', () => {
    for (const date of ['2026-01-31', '2026-06-15', '2026-12-01']) {
      for (const kind of ['monthly', 'quarterly'] as const) {
        const period = periodOf(date, kind);
        expect(periodFromKey(period.key)).toEqual(period);
      }
    }
    for (const bad of ['2026-13', '2026-00', '2026-Q5', '2026-Q0', '26-11', '2026-11-01', '']) {
      expect(periodFromKey(bad)).toBeNull();
    }
  });

  it('steps back one period, across the turn of the year', () => {
    expect(previousPeriod(periodOf('2027-01-10', 'monthly')).key).toBe('2026-12');
    expect(previousPeriod(periodOf('2026-11-10', 'monthly')).key).toBe('2026-10');
    expect(previousPeriod(periodOf('2027-02-10', 'quarterly'))).toMatchObject({
      key: '2026-Q4',
      label: 'Oct–Dec 2026',
    });
    expect(previousPeriod(periodOf('2026-08-10', 'quarterly')).key).toBe('2026-Q2');
  });

  it('keys of one kind sort in the order of their periods', () => {
    const keys = ['2026-Q4', '2027-Q1', '2026-Q1', '2026-Q2'];
    expect([...keys].sort()).toEqual(['2026-Q1', '2026-Q2', '2026-Q4', '2027-Q1']);
    const months = ['2026-10', '2026-09', '2027-01', '2026-12'];
    expect([...months].sort()).toEqual(['2026-09', '2026-10', '2026-12', '2027-01']);
  });

  it('a quarter covers three months, a month one', () => {
    expect(monthsIn('monthly')).toBe(1);
    expect(monthsIn('quarterly')).toBe(3);
  });
});
