// The create and edit form (admin spec section 5): title, category and description required; the category is
// free text, with the categories already in use offered as suggestions.
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { categoryHeading } from '@/shared/dos-and-donts';
import {
  type AdminGuideline,
  DOS_LIMITS,
  DOS_PRIORITIES,
  dosAndDontsAdminApi,
  dosInput,
} from '@/shared/dos-and-donts-admin';
import { CharCount } from '@/web/components/char-count';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { priorityLabel } from '@/web/lib/priority-label';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { useDosCategories, useDosWrite } from './use-admin-dos-and-donts';
import './admin-dos-messages';

type Values = { title: string; category: string; description: string; priority: string };

export function DosDialog({
  item,
  onClose,
}: {
  /** The item to edit; null to create one. */
  item: AdminGuideline | null;
  onClose(): void;
}) {
  const { t } = useLingui();
  const defaults: Values = {
    title: item?.title ?? '',
    category: item ? categoryHeading(item.category) : '',
    description: item?.description ?? '',
    // An older item may carry a priority the form no longer offers: it saves as normal unless changed.
    priority:
      item && (DOS_PRIORITIES as readonly string[]).includes(item.priority) ? item.priority : 'normal',
  };
  const form = useZodForm(dosInput, {
    defaultValues: defaults,
  });
  const categories = useDosCategories();
  const create = useDosWrite(dosAndDontsAdminApi.create);
  const update = useDosWrite(dosAndDontsAdminApi.update);
  const { errors, isSubmitting } = form.formState;
  const listId = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      if (item) await update.mutateAsync({ ...values, id: item.id });
      else await create.mutateAsync(values);
      toast.success(item ? t`Item updated successfully` : t`Item created successfully`);
      onClose();
    } catch (err) {
      const failed = showFieldErrors(form, err);
      toast.error(t`Error`, { description: inLanguage(failed.message) });
    }
  });

  const [title, description] = form.watch(['title', 'description']);

  return (
    <FormDialog
      title={item ? t`Edit Item` : t`Create Item`}
      description={t`Active items appear on the residents' Do's and Don'ts page at once, grouped by category.`}
      submitLabel={item ? t`Update Item` : t`Create Item`}
      submitIcon={<Save />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t`Title*`}
        error={errors.title?.message}
        hint={<CharCount length={title.length} max={DOS_LIMITS.title} />}
      >
        {(p) => <Input {...p} autoComplete="off" {...form.register('title')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Category*`}
          error={errors.category?.message}
          hint={t`Pick one in use or type a new one`}
        >
          {(p) => (
            <Input
              {...p}
              list={listId}
              autoComplete="off"
              maxLength={DOS_LIMITS.category}
              {...form.register('category')}
            />
          )}
        </Field>
        <datalist id={listId}>
          {categories.data?.map((c) => (
            <option key={c} value={categoryHeading(c)} />
          ))}
        </datalist>
        <Field label={t`Priority`} error={errors.priority?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('priority')}>
              {DOS_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {priorityLabel(value)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        label={t`Description*`}
        error={errors.description?.message}
        hint={<CharCount length={description.length} max={DOS_LIMITS.description} />}
      >
        {(p) => <Textarea {...p} rows={5} {...form.register('description')} />}
      </Field>
    </FormDialog>
  );
}
