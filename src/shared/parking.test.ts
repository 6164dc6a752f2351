import { describe, expect, it } from 'vitest';
import {
  normaliseVehicleNumber,
  parkingInput,
  parkingSlotLabel,
  slotRequestedText,
  vehiclesSchema,
} from './parking.ts';

describe('requested slot text', () => {
  it.each([
    ['owned_covered', '12', 'Owned Covered'],
    ['rental_covered', null, 'Rental Covered'],
    ['rental_open', 'G-4', 'Rental Open - Garage No. G-4'],
    ['rental_open', null, 'Rental Open'],
    [null, '5', 'Not specified'],
    ['', null, 'Not specified'],
  ])('%s with slot %s is "%s"', (type, slot, text) => {
    expect(slotRequestedText(type, slot)).toBe(text);
  });
});

describe('vehicles', () => {
  it('ignores rows without a car number and upper-cases the rest', () => {
    expect(
      vehiclesSchema.parse([
        { car_number: ' mh01ab1234 ', slot_type: 'owned_covered', slot_number: '' },
        { car_number: '', slot_type: 'rental_open', slot_number: '4' },
      ]),
    ).toEqual([{ car_number: 'MH 01 AB 1234', slot_type: 'owned_covered', slot_number: null }]);
  });

  it('needs at least one vehicle with a car number', () => {
    expect(vehiclesSchema.safeParse([{ car_number: ' ' }]).error?.issues[0].message).toBe(
      'Please add at least one vehicle',
    );
  });

  it('reads the vehicles of a multipart request from JSON', () => {
    const base = { owner_name: 'Asha', flat_no: 'B-1', contact_number: '9820012345' };
    expect(
      parkingInput.parse({ ...base, vehicles: JSON.stringify([{ car_number: 'MH01AB1234' }]) }).vehicles,
    ).toEqual([{ car_number: 'MH 01 AB 1234', slot_type: null, slot_number: null }]);
    expect(parkingInput.safeParse({ ...base, vehicles: '[' }).error?.issues[0].message).toBe(
      'The vehicle list could not be read',
    );
  });
});

describe('registration marks', () => {
  it.each([
    ['MH02AB1234', 'MH 02 AB 1234'],
    ['mh 02 ab 1234', 'MH 02 AB 1234'],
    ['MH-12-A-5', 'MH 12 A 5'],
    ['MH 01 1234', 'MH 01 1234'],
    ['DL 3C AB 1234', 'DL 3 CAB 1234'],
    ['22 BH 1234 AB', '22 BH 1234 AB'],
    ['22bh1234ab', '22 BH 1234 AB'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(normaliseVehicleNumber(raw)).toBe(stored);
  });

  it.each([
    'HELLO WORLD 123456',
    'MH01',
    'MH 0 AB 1234',
    'MH 02 AB 0000',
    'ZZ 02 AB 1234',
    '22 BH 123 AB',
    '2022 BH 1234 AB',
  ])('refuses %s', (raw) => {
    expect(normaliseVehicleNumber(raw)).toBeNull();
  });
});

describe('the requested slot label', () => {
  it.each([
    ['Owned Covered', 'G-12', 'Owned Covered - Slot No. G-12'],
    ['Rental Open - Garage No. 7', '7', 'Rental Open - Garage No. 7'],
    ['Rental Covered', null, 'Rental Covered'],
    ['Not specified', null, 'Any available'],
    ['Not specified', 'G-3', 'Slot No. G-3'],
    [null, null, 'Any available'],
  ])('%s with slot %s reads "%s"', (requested, slot, label) => {
    expect(parkingSlotLabel(requested, slot)).toBe(label);
  });
});
