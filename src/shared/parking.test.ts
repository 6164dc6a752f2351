import { describe, expect, it } from 'vitest';
import { parkingInput, slotRequestedText, vehiclesSchema } from './parking.ts';

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
    ).toEqual([{ car_number: 'MH01AB1234', slot_type: 'owned_covered', slot_number: null }]);
  });

  it('needs at least one vehicle with a car number', () => {
    expect(vehiclesSchema.safeParse([{ car_number: ' ' }]).error?.issues[0].message).toBe(
      'Please add at least one vehicle',
    );
  });

  it('reads the vehicles of a multipart request from JSON', () => {
    const base = { owner_name: 'Asha', flat_no: 'B-1', contact_number: '9820012345' };
    expect(
      parkingInput.parse({ ...base, vehicles: JSON.stringify([{ car_number: 'MH01' }]) }).vehicles,
    ).toEqual([{ car_number: 'MH01', slot_type: null, slot_number: null }]);
    expect(parkingInput.safeParse({ ...base, vehicles: '[' }).error?.issues[0].message).toBe(
      'The vehicle list could not be read',
    );
  });
});
