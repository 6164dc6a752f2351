import { describe, expect, it } from 'vitest';
import { categoryHeading, groupByCategory } from './dos-and-donts.ts';
import { categoryKey, DOS_PRIORITIES, dosInput } from './dos-and-donts-admin.ts';

const valid = { title: 'No double parking', category: 'parking', description: 'Never block a car.' };
const errorsOf = (input: unknown) => {
  const r = dosInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("do's and don'ts form rules (admin spec section 5)", () => {
  it('stores a typed category as a key that reads back as the same words', () => {
    expect(categoryKey('  Waste   Management ')).toBe('waste_management');
    expect(categoryKey('waste_management')).toBe('waste_management');
    expect(categoryKey('Gym__etiquette')).toBe('gym_etiquette');
    expect(categoryHeading(categoryKey('Common areas'))).toBe('Common Areas');
    expect(dosInput.parse({ ...valid, category: 'Common Areas' }).category).toBe('common_areas');
  });

  it('defaults the priority to normal and accepts normal, high and urgent only', () => {
    expect(dosInput.parse(valid).priority).toBe('normal');
    for (const priority of DOS_PRIORITIES)
      expect(dosInput.parse({ ...valid, priority }).priority).toBe(priority);
    for (const priority of ['low', 'other', ''])
      expect(errorsOf({ ...valid, priority })).toEqual({
        priority: 'Please choose a priority from the list',
      });
  });

  it.each(['title', 'category', 'description'])('requires %s', (field) => {
    expect(errorsOf({ ...valid, [field]: '  ' })).toEqual({ [field]: 'This field is required' });
    expect(errorsOf({ ...valid, [field]: undefined })).toEqual({ [field]: 'This field is required' });
  });

  it('limits the length and refuses script-like text', () => {
    expect(
      errorsOf({ title: 'x'.repeat(201), category: 'x'.repeat(51), description: 'x'.repeat(2001) }),
    ).toEqual({
      title: 'Text must be less than 200 characters',
      category: 'Text must be less than 50 characters',
      description: 'Text must be less than 2000 characters',
    });
    expect(errorsOf({ ...valid, description: '<a onclick="x()">' })).toEqual({
      description: 'Invalid characters detected',
    });
  });
});

describe('line breaks', () => {
  it('are kept in the description and refused in the title and category', () => {
    expect(dosInput.parse({ ...valid, description: 'Wet bin.\nDry bin.' }).description).toBe(
      'Wet bin.\nDry bin.',
    );
    expect(errorsOf({ ...valid, title: 'No\nparking', category: 'park\ring' })).toEqual({
      title: 'Invalid characters detected',
      category: 'Invalid characters detected',
    });
  });
});

describe('grouping by category', () => {
  it('keeps consecutive items of a category together, with any extra fields', () => {
    const groups = groupByCategory([
      { category: 'noise', id: 1 },
      { category: 'noise', id: 2 },
      { category: 'parking', id: 3 },
    ]);
    expect(groups).toEqual([
      {
        category: 'noise',
        items: [
          { category: 'noise', id: 1 },
          { category: 'noise', id: 2 },
        ],
      },
      { category: 'parking', items: [{ category: 'parking', id: 3 }] },
    ]);
  });
});
