// The fixed choices a record stores in English (a hall booking's option and timing, a parking registration's slot
// and vehicle type, a repair's work type, a flat's occupancy) read in Marathi and Hindi wherever they are shown: on
// the residents' screens (their folders' labels.ts, in the residents' catalogues) and on the office's (the folders'
// admin-*-words.ts, in the office's parts). A value added to a shared list without its words would show in English.
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { OCCUPANCIES } from '@/shared/flats-admin';
import { BOOKING_OPTIONS, TIMINGS } from '@/shared/hall-bookings';
import { WORK_TYPES } from '@/shared/house-repairs';
import { PARKING_SLOT_TYPES, parkingSlotLabel, slotRequestedText } from '@/shared/parking';
import * as dashboard from './features/dashboard/request-words';
import { occupancyName } from './features/flats/admin-flat-words';
import { hallName, methodName, optionName, timingName } from './features/hall-bookings/admin-hall-words';
import { timingText } from './features/hall-bookings/labels';
import { workTypeName } from './features/house-repairs/admin-repair-words';
import { workTypeText } from './features/house-repairs/labels';
import { slotName, vehicleTypeName } from './features/parking/admin-parking-words';
import { slotText } from './features/parking/labels';
import { activate } from './lib/i18n';
import { messages as dashboardHi } from './locales/features/dashboard/hi.po';
import { messages as dashboardMr } from './locales/features/dashboard/mr.po';
import { messages as hallHi } from './locales/features/hall-bookings/hi.po';
import { messages as hallMr } from './locales/features/hall-bookings/mr.po';
import { messages as repairsHi } from './locales/features/house-repairs/hi.po';
import { messages as repairsMr } from './locales/features/house-repairs/mr.po';
import { messages as parkingHi } from './locales/features/parking/hi.po';
import { messages as parkingMr } from './locales/features/parking/mr.po';
import { messages as officeFlatsHi } from './locales/office/flats/hi.po';
import { messages as officeFlatsMr } from './locales/office/flats/mr.po';
import { messages as officeHallHi } from './locales/office/hall-bookings/hi.po';
import { messages as officeHallMr } from './locales/office/hall-bookings/mr.po';
import { messages as officeRepairsHi } from './locales/office/house-repairs/hi.po';
import { messages as officeRepairsMr } from './locales/office/house-repairs/mr.po';
import { messages as officeParkingHi } from './locales/office/parking/hi.po';
import { messages as officeParkingMr } from './locales/office/parking/mr.po';

// Every slot a registration can store: each kind, a rental open one with its garage, one with a slot number, none.
const SLOTS = [
  ...PARKING_SLOT_TYPES.map((t) => parkingSlotLabel(slotRequestedText(t.value, null), null)),
  parkingSlotLabel(slotRequestedText('rental_open', 'G-4'), 'G-4'),
  parkingSlotLabel(slotRequestedText('owned_covered', null), '17'),
  parkingSlotLabel(null, null),
  parkingSlotLabel(slotRequestedText(null, null), null),
];

const devanagari = /[\u0900-\u097F]/;
const translated = (shown: string, english: string) => {
  expect(shown).not.toBe(english);
  expect(shown).toMatch(devanagari);
};

describe.each([
  [
    'mr',
    { ...hallMr, ...repairsMr, ...parkingMr, ...dashboardMr },
    { ...officeFlatsMr, ...officeHallMr, ...officeRepairsMr, ...officeParkingMr },
  ],
  [
    'hi',
    { ...hallHi, ...repairsHi, ...parkingHi, ...dashboardHi },
    { ...officeFlatsHi, ...officeHallHi, ...officeRepairsHi, ...officeParkingHi },
  ],
] as const)('in %s', (locale, resident: Messages, office: Messages) => {
  it('the residents’ screens show every stored choice translated', () => {
    activate(locale, resident);
    for (const { value } of TIMINGS) translated(timingText(value), value);
    for (const work of WORK_TYPES) translated(workTypeText(work), work);
    for (const slot of SLOTS) translated(slotText(slot), slot);
    // The dashboard's own copy of the words (its budget has no room for the two folders' catalogues).
    for (const { value } of TIMINGS) translated(dashboard.timingText(value), value);
    translated(dashboard.hallText('podium'), 'podium');
    for (const slot of SLOTS) translated(dashboard.slotText(slot), slot);
    translated(dashboard.vehicleTypeText('car'), 'car');
  });

  it('the office’s screens show every stored choice translated', () => {
    activate(locale, office);
    for (const { value, label } of BOOKING_OPTIONS) translated(optionName(value), label);
    for (const { value } of TIMINGS) translated(timingName(value), value);
    translated(methodName('online') ?? '', 'online');
    translated(methodName('cheque') ?? '', 'cheque');
    translated(hallName('podium'), 'podium');
    for (const work of WORK_TYPES) translated(workTypeName(work), work);
    for (const slot of SLOTS) translated(slotName(slot, null), slot);
    translated(vehicleTypeName('car'), 'car');
    for (const { value, label } of OCCUPANCIES) translated(occupancyName(value), label);
  });
});

it('keeps the numbers as the resident gave them, and an unknown value as stored', () => {
  activate('mr', { ...parkingMr });
  expect(slotText('Rental Open - Garage No. G-4')).toBe('भाड्याचे खुले - गॅरेज क्र. G-4');
  expect(slotText('Owned Covered - Slot No. 17')).toBe('स्वतःचे आच्छादित - स्लॉट क्र. 17');
  expect(slotText('Visitor bay')).toBe('Visitor bay');
});
