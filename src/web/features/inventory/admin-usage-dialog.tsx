// The usage dialog (admin spec 2, 4, 5): the item's stock, a form to record usage (quantity at least 1 and at
// most the stock, date required, notes) or edit a record, and the usage history newest first, each record
// editable and deletable after a confirmation. The server does the stock arithmetic under a lock on the item.
import { useLingui } from '@lingui/react/macro';
import { ClipboardList, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  INVENTORY_TEXT,
  type InventoryItem,
  type InventoryUsage,
  inventoryAdminApi,
  type UsageInput,
  usageFormSchema,
} from '@/shared/inventory';
import { useConfirm } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input, Textarea } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { cn, formatDate, societyToday } from '@/web/lib/utils';
import { useCan } from '../admin/office-access';
import { useInventoryWrite, useUsageHistory } from './use-admin-inventory';

type Values = Record<'quantity_used' | 'usage_date' | 'usage_notes', string>;
const blank = (): Values => ({ quantity_used: '', usage_date: societyToday(), usage_notes: '' });

export function UsageDialog({ item: opened, onClose }: { item: InventoryItem; onClose(): void }) {
  const history = useUsageHistory(opened.id);
  // The ledger's answer carries the item as it now stands; until it arrives, the row that was clicked.
  const item = history.data?.pages[0]?.item ?? opened;
  const records = history.data?.pages.flatMap((p) => p.items) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  const [editing, setEditing] = useState<InventoryUsage | null>(null);
  const confirm = useConfirm();
  const remove = useInventoryWrite(inventoryAdminApi.removeUsage);
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();
  // The ledger is read by all who see the inventory; recording and correcting it is for those who manage it.
  const manage = useCan('inventory:manage');

  async function destroy(u: InventoryUsage) {
    const sure = await confirm({
      title: t`Delete usage`,
      description: t`Are you sure you want to delete this usage record? ${u.quantity_used} will go back to the stock of ${item.item_name}.`,
      confirmLabel: t`Delete`,
      destructive: true,
    });
    if (!sure) return;
    setBusy(u.id);
    try {
      await remove.mutateAsync({ id: u.id });
      if (editing?.id === u.id) setEditing(null);
      toast.success(inLanguage(INVENTORY_TEXT.usageDeleted));
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t`Usage: ${item.item_name}`}</DialogTitle>
          <DialogDescription>
            {t`Record what was used; the stock goes down by that quantity.`}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-muted-foreground">{t`Current Stock`}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="current-stock">
              {item.quantity}
            </dd>
          </div>
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-muted-foreground">{t`Used Qty`}</dt>
            <dd className="text-lg font-semibold tabular-nums">{item.used_quantity}</dd>
          </div>
        </dl>

        {manage ? (
          <UsageForm
            key={editing?.id ?? 'new'}
            item={item}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        ) : null}

        <section aria-labelledby="usage-history" className="flex flex-col gap-2">
          <h3 id="usage-history" className="font-semibold">
            {t`Usage History`}
          </h3>
          {history.isError ? (
            <p className="text-sm text-destructive" role="alert">
              {inLanguage(history.error.message)}
            </p>
          ) : history.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : records.length === 0 ? (
            <EmptyState icon={ClipboardList} title={inLanguage(INVENTORY_TEXT.noUsage)} />
          ) : (
            <ul className="divide-y rounded-md border">
              {records.map((u) => (
                <li
                  key={u.id}
                  className={cn(
                    'flex items-start justify-between gap-3 px-3 py-2.5 text-sm',
                    editing?.id === u.id && 'bg-muted',
                  )}
                >
                  <div className="min-w-0">
                    <p className="font-medium tabular-nums">
                      {t`${u.quantity_used} used on ${formatDate(u.usage_date)}`}
                    </p>
                    {u.usage_notes ? (
                      <p className="break-words text-muted-foreground">{u.usage_notes}</p>
                    ) : null}
                    {u.recorded_by_name ? (
                      <p className="text-xs text-muted-foreground">{t`Recorded by ${u.recorded_by_name}`}</p>
                    ) : null}
                  </div>
                  {manage ? (
                    <div className="flex shrink-0 gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t`Edit usage of ${u.quantity_used} on ${formatDate(u.usage_date)}`}
                        title={t`Edit usage`}
                        disabled={busy === u.id}
                        onClick={() => setEditing(u)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive"
                        aria-label={t`Delete usage of ${u.quantity_used} on ${formatDate(u.usage_date)}`}
                        title={t`Delete usage`}
                        busy={busy === u.id}
                        onClick={() => destroy(u)}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {history.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              busy={history.isFetchingNextPage}
              onClick={() => history.fetchNextPage()}
            >
              {t`Show more (${records.length} of ${total})`}
            </Button>
          ) : null}
        </section>
      </DialogContent>
    </Dialog>
  );
}

/** Record a new usage, or edit one: then it may take the stock plus what the record already took. */
function UsageForm({
  item,
  editing,
  onDone,
}: {
  item: InventoryItem;
  editing: InventoryUsage | null;
  onDone(): void;
}) {
  const available = item.quantity + (editing?.quantity_used ?? 0);
  // The stock may change while the form is open (another write refetches it): each render hands the form the
  // schema for the latest stock, and the form validates with the schema of its latest render.
  const form = useZodForm<Values, UsageInput>(usageFormSchema(available), {
    defaultValues: editing
      ? {
          quantity_used: String(editing.quantity_used),
          usage_date: editing.usage_date,
          usage_notes: editing.usage_notes ?? '',
        }
      : blank(),
  });
  // Editing starts from a record further down the dialog: bring the form to it (on a phone it is off screen).
  useEffect(() => {
    if (editing) form.setFocus('quantity_used');
  }, [editing, form.setFocus]);
  const record = useInventoryWrite(inventoryAdminApi.recordUsage);
  const update = useInventoryWrite(inventoryAdminApi.updateUsage);
  const { errors, isSubmitting } = form.formState;
  const { t } = useLingui();

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing) await update.mutateAsync({ ...values, id: editing.id });
      else await record.mutateAsync({ ...values, id: item.id });
      toast.success(inLanguage(editing ? INVENTORY_TEXT.usageUpdated : INVENTORY_TEXT.usageRecorded));
      if (editing) onDone();
      else form.reset(blank());
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(showFieldErrors(form, err).message) });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t`Edit Usage` : t`Record Usage`}
      className="flex flex-col gap-3 rounded-md border p-3 sm:p-4"
    >
      <h3 className="font-semibold">{editing ? t`Edit Usage` : t`Record Usage`}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t`Quantity Used*`}
          error={errors.quantity_used?.message}
          hint={
            editing
              ? t`At most ${available} (the stock plus this record).`
              : t`At most ${available} (the current stock).`
          }
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              max={available}
              step={1}
              {...form.register('quantity_used')}
            />
          )}
        </Field>
        <Field label={t`Usage Date*`} error={errors.usage_date?.message}>
          {(p) => <Input {...p} type="date" {...form.register('usage_date')} />}
        </Field>
      </div>
      <Field label={t`Notes`} error={errors.usage_notes?.message}>
        {(p) => <Textarea {...p} rows={2} maxLength={500} {...form.register('usage_notes')} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editing ? (
          <Button variant="outline" onClick={onDone}>
            {t`Cancel Edit`}
          </Button>
        ) : null}
        <Button type="submit" busy={isSubmitting} icon={editing ? <Save /> : <Plus />}>
          {editing ? t`Update Usage` : t`Record Usage`}
        </Button>
      </div>
    </form>
  );
}
