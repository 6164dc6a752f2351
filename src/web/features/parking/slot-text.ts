// How a registration's requested slot (parkingSlotLabel's English: 'Rental Open - Garage No. 4', 'Slot No. 7',
// 'Any available') is put into another language, with the words given by the screen: the residents' and the
// office's each have their own catalogue (labels.ts, admin-parking-words.ts), so this holds no message itself.
import { ANY_SLOT } from '@/shared/parking';

export interface SlotWords {
  /** A stored kind ('Owned Covered'); an unknown one as stored. */
  kind(kind: string): string;
  any(): string;
  slot(number: string): string;
  garage(number: string): string;
}

export function slotInWords(label: string, words: SlotWords) {
  if (label === ANY_SLOT) return words.any();
  const slotOnly = /^Slot No\. (.+)$/.exec(label);
  if (slotOnly) return words.slot(slotOnly[1]);
  const numbered = /^(.+?) - (Slot|Garage) No\. (.+)$/.exec(label);
  if (!numbered) return words.kind(label);
  const [, kind, place, number] = numbered;
  return `${words.kind(kind)} - ${place === 'Slot' ? words.slot(number) : words.garage(number)}`;
}
