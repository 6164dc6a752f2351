import { describe, expect, it } from 'vitest';
import { floorInput, normalizeFlat, optionalFlatNo, PROFILES_TEXT, profileForm } from './profiles.ts';

const form = {
  name: 'Meera Kulkarni',
  email: '',
  phone: '',
  flat_no: 'b-201',
  nook_number: '',
  floor: '',
  flat_confirmed: false,
};
const messages = (values: object) =>
  profileForm.safeParse({ ...form, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('floor', () => {
  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    ['0', 0],
    [50, 50],
    ['12', 12],
  ])('%j is %j', (input, floor) => {
    expect(floorInput.parse(input)).toBe(floor);
  });

  it.each([51, -1, 2.5, '51', '-1', 'ten', true, Number.NaN])('%j is refused with its message', (input) => {
    expect(floorInput.safeParse(input).error?.issues[0].message).toBe(PROFILES_TEXT.floor);
  });
});

describe('flat number', () => {
  it('is stored trimmed and upper case; empty is null', () => {
    expect(optionalFlatNo.parse(' b-201 ')).toBe('B-201');
    expect(optionalFlatNo.parse('')).toBeNull();
    expect(optionalFlatNo.parse(null)).toBeNull();
    expect(normalizeFlat(' c/12 a ')).toBe('C/12 A');
  });

  it.each(['B<201', 'B-201-ABCDEF', 'B_201'])('%s is refused with the sign-up message', (flat) => {
    expect(optionalFlatNo.safeParse(flat).error?.issues[0].message).toBe('Invalid flat number format');
  });
});

describe('the edit form', () => {
  it('saves empty optional fields as null', () => {
    expect(profileForm.parse(form)).toEqual({
      name: 'Meera Kulkarni',
      email: null,
      phone: null,
      flat_no: 'B-201',
      nook_number: null,
      floor: null,
      flat_confirmed: false,
    });
  });

  it('applies the shared rules with their messages', () => {
    expect(messages({ name: ' ' })).toEqual([['name', 'This field is required']]);
    expect(messages({ email: 'meera@' })).toEqual([['email', 'Invalid email format']]);
    expect(messages({ phone: '12345' })).toEqual([['phone', 'Phone number must be 10-15 digits']]);
    expect(messages({ nook_number: '<script>x</script>' })).toEqual([
      ['nook_number', 'Invalid characters detected'],
    ]);
  });

  it('cannot confirm a flat that is not there', () => {
    expect(messages({ flat_no: '', flat_confirmed: true })).toEqual([['flat_no', PROFILES_TEXT.noFlat]]);
  });
});
