// The add/edit dialog (admin spec 5): item name, category and quantity (a whole number, 0 or more) required;
// cost required, 0 or more with paise; the asset type shown, and required, only for society assets; description
// and purchase date optional. The server applies the same rules again.
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useState } from 'react';
import {
  ASSET_TYPES,
  hasAssetType,
  INVENTORY_CATEGORIES,
  INVENTORY_TEXT,
  type InventoryItem,
  inventoryAdminApi,
  inventoryItemInput,
} from '@/shared/inventory';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { ApiError, api } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { societyToday } from '@/web/lib/utils';
import { assetTypeName, categoryName } from './admin-inventory-words';
import { useInventoryWrite } from './use-admin-inventory';

type Values = Record<
  'item_name' | 'category' | 'asset_type' | 'quantity' | 'cost' | 'description' | 'purchase_date',
  string
>;

export function ItemDialog({
  item,
  onClose,
}: {
  /** The item to edit; null to add one. */
  item: InventoryItem | null;
  onClose(): void;
}) {
  const defaults: Values = {
    item_name: item?.item_name ?? '',
    category: item?.category ?? '',
    asset_type: item?.asset_type ?? '',
    quantity: item ? String(item.quantity) : '',
    cost: item ? item.cost.toFixed(2) : '',
    description: item?.description ?? '',
    purchase_date: item?.purchase_date ?? '',
  };
  const form = useZodForm(inventoryItemInput, {
    defaultValues: defaults,
  });
  const [seen, setSeen] = useState(item?.quantity);
  const create = useInventoryWrite(inventoryAdminApi.create);
  const update = useInventoryWrite(inventoryAdminApi.update);
  const { errors, isSubmitting } = form.formState;
  const isAsset = hasAssetType(form.watch('category'));
  const { t } = useLingui();

  const submit = form.handleSubmit(async (values) => {
    // The server refuses a purchase still to come too; said here before the round trip.
    if (values.purchase_date && values.purchase_date > societyToday())
      return form.setError('purchase_date', { message: INVENTORY_TEXT.purchaseInFuture });
    try {
      if (item) await update.mutateAsync({ ...values, id: item.id, quantity_seen: seen });
      else await create.mutateAsync(values);
      toast.success(inLanguage(item ? INVENTORY_TEXT.updated : INVENTORY_TEXT.added));
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (item && err.status === 409) {
        // Usage was recorded meanwhile: show the stock as it now is, to be checked and saved again.
        const now = await api(inventoryAdminApi.usage, { id: item.id, pageSize: 1 });
        setSeen(now.item.quantity);
        form.setValue('quantity', String(now.item.quantity));
        form.setError('quantity', { message: err.message });
      }
      toast.error(t`Error`, { description: inLanguage(showFieldErrors(form, err).message) });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? t`Edit Inventory Item` : t`Add Inventory Item`}</DialogTitle>
          <DialogDescription>
            {t`Quantity is the stock in hand; recording usage takes from it.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label={t`Item Name*`} error={errors.item_name?.message}>
            {(p) => <Input {...p} autoComplete="off" maxLength={200} {...form.register('item_name')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t`Category*`} error={errors.category?.message}>
              {(p) => (
                <NativeSelect {...p} {...form.register('category')}>
                  <option value="">{t`Select category`}</option>
                  {INVENTORY_CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {categoryName(c.value)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {isAsset ? (
              <Field label={t`Asset Type*`} error={errors.asset_type?.message}>
                {(p) => (
                  <NativeSelect {...p} {...form.register('asset_type')}>
                    <option value="">{t`Select asset type`}</option>
                    {ASSET_TYPES.map((a) => (
                      <option key={a.value} value={a.value}>
                        {assetTypeName(a.value)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            ) : null}
          </div>
          {/* Two short numbers side by side, on a phone too. */}
          <div className="grid grid-cols-2 gap-3 sm:gap-4">
            <Field label={t`Quantity*`} error={errors.quantity?.message}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...form.register('quantity')}
                />
              )}
            </Field>
            <Field label={t`Cost (₹)*`} error={errors.cost?.message} hint={t`Per unit, with paise.`}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  {...form.register('cost')}
                />
              )}
            </Field>
          </div>
          <Field
            label={t`Purchase Date`}
            error={errors.purchase_date?.message}
            className="sm:w-[calc(50%-0.5rem)]"
          >
            {(p) => <Input {...p} type="date" max={societyToday()} {...form.register('purchase_date')} />}
          </Field>
          <Field label={t`Description`} error={errors.description?.message}>
            {(p) => <Textarea {...p} rows={3} maxLength={1000} {...form.register('description')} />}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" busy={isSubmitting} icon={<Save />}>
              {item ? t`Update Item` : t`Add Item`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
