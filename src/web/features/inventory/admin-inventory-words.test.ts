// The inventory's shared messages (src/shared/inventory.ts: the spec's toasts, the form's and the server's errors)
// reach the office screen in its language: they are keyed by their English text, so a constant reworded without
// admin-inventory-words.ts would silently show in English again.
import { describe, expect, it } from 'vitest';
import { INVENTORY_TEXT } from '@/shared/inventory';
import { activate } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import { messages as hi } from '../../locales/office/inventory/hi.po';
import { messages as mr } from '../../locales/office/inventory/mr.po';
import { assetTypeName, categoryName } from './admin-inventory-words';

const SHOWN = Object.entries(INVENTORY_TEXT).flatMap(([name, text]) =>
  typeof text === 'function'
    ? [text(0), text(7)]
    : name.endsWith('Confirm') || name === 'categoryFilter'
      ? []
      : [text],
);

describe.each([
  ['mr', mr],
  ['hi', hi],
] as const)('in %s', (locale, messages) => {
  it.each(SHOWN)('"%s" is translated', (english) => {
    activate(locale, messages);
    const shown = inLanguage(english);
    expect(shown).not.toBe(english);
    expect(shown).toMatch(/[\u0900-\u097F]/);
  });

  it('names the categories and asset types', () => {
    activate(locale, messages);
    for (const name of [
      categoryName('electrical'),
      categoryName('society_assets'),
      assetTypeName('non_movable'),
    ])
      expect(name).toMatch(/[\u0900-\u097F]/);
    expect(categoryName('garden')).toBe('garden');
    expect(assetTypeName(null)).toBeNull();
  });
});

it('puts the stock into the message, in Latin digits', () => {
  activate('mr', mr);
  expect(inLanguage(INVENTORY_TEXT.aboveStock(12))).toContain('(12)');
  expect(inLanguage(INVENTORY_TEXT.staleQuantity(3))).toContain('3');
});
