// The inventory's words from src/shared/inventory.ts (kept there in English for the server and the tests) as the
// office reads them: the categories and asset types, the spec's toasts, and the schema's and server's messages
// (added to server-messages.ts's lookup, so the form's fields and the error toasts show them translated).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INVENTORY_TEXT } from '@/shared/inventory';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';

// In their own context: attendance's department "Housekeeping" is another word (both parts may be loaded at once).
const CATEGORY: Record<string, MessageDescriptor> = {
  electrical: msg({ message: 'Electrical', context: 'inventory category' }),
  housekeeping: msg({ message: 'Housekeeping', context: 'inventory category' }),
  society_assets: msg({ message: 'Society Assets', context: 'inventory category' }),
};
const ASSET_TYPE: Record<string, MessageDescriptor> = {
  movable: msg`Movable`,
  non_movable: msg`Non Movable`,
};

/** A category in the person's language; an unknown one as stored. */
export const categoryName = (value: string) => (value in CATEGORY ? i18n._(CATEGORY[value]) : value);
/** A society asset's type in the person's language; none for the other categories. */
export const assetTypeName = (value: string | null) =>
  value === null ? null : value in ASSET_TYPE ? i18n._(ASSET_TYPE[value]) : value;

knowMessages(
  {
    [INVENTORY_TEXT.title]: msg`Society Inventory`,
    [INVENTORY_TEXT.added]: msg`Inventory item added successfully`,
    [INVENTORY_TEXT.updated]: msg`Inventory item updated successfully`,
    [INVENTORY_TEXT.deleted]: msg`Item deleted successfully`,
    [INVENTORY_TEXT.usageRecorded]: msg`Usage recorded successfully`,
    [INVENTORY_TEXT.usageUpdated]: msg`Usage updated successfully`,
    [INVENTORY_TEXT.usageDeleted]: msg`Usage deleted successfully`,
    [INVENTORY_TEXT.notFound]: msg`Inventory item not found`,
    [INVENTORY_TEXT.usageNotFound]: msg`Usage record not found`,
    [INVENTORY_TEXT.empty]: msg`No inventory items found`,
    [INVENTORY_TEXT.noUsage]: msg`No usage recorded yet`,
    [INVENTORY_TEXT.category]: msg`Please choose a category`,
    [INVENTORY_TEXT.assetType]: msg`Please choose an asset type for a society asset`,
    [INVENTORY_TEXT.quantityRequired]: msg`Quantity is required`,
    [INVENTORY_TEXT.quantityWhole]: msg`Quantity must be a whole number`,
    [INVENTORY_TEXT.quantityNegative]: msg`Quantity cannot be negative`,
    [INVENTORY_TEXT.quantityTooLarge]: msg`Quantity must be at most 10,00,000`,
    [INVENTORY_TEXT.costRequired]: msg`Cost is required`,
    [INVENTORY_TEXT.cost]: msg`Please enter a cost of 0 or more with at most 2 decimals, e.g. 1250.50`,
    [INVENTORY_TEXT.costTooLarge]: msg`Cost must be less than ₹10,00,00,000`,
    [INVENTORY_TEXT.usedRequired]: msg`Quantity used is required`,
    [INVENTORY_TEXT.usedWhole]: msg`Quantity used must be a whole number`,
    [INVENTORY_TEXT.usedAtLeastOne]: msg`Quantity used must be at least 1`,
    [INVENTORY_TEXT.usedTooLarge]: msg`Quantity used must be at most 10,00,000`,
    [INVENTORY_TEXT.aboveStock(0)]: msg`This item is out of stock`,
    [INVENTORY_TEXT.usageDateRequired]: msg`Usage date is required`,
    [INVENTORY_TEXT.purchaseInFuture]: msg`Purchase date cannot be in the future`,
  },
  [
    [
      /^Quantity used cannot be more than the current stock \((\d+)\)$/,
      (stock) => i18n._(msg`Quantity used cannot be more than the current stock (${stock})`),
    ],
    [
      /^The stock of this item changed to (\d+) while you were editing\. Please check the quantity and save again\.$/,
      (now) =>
        i18n._(
          msg`The stock of this item changed to ${now} while you were editing. Please check the quantity and save again.`,
        ),
    ],
  ],
);
