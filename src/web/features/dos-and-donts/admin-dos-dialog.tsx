// The create and edit form (admin spec section 5): title, category and description required; the category is
// free text, with the categories already in use offered as suggestions.
import { Save } from 'lucide-react';
import { useId } from 'react';
import { categoryHeading } from '@/shared/dos-and-donts';
import {
  type AdminGuideline,
  DOS_AND_DONTS_ADMIN_TEXT,
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
import { toast } from '@/web/lib/toast';
import { capitalize } from '@/web/lib/utils';
import { useDosCategories, useDosWrite } from './use-admin-dos-and-donts';

type Values = { title: string; category: string; description: string; priority: string };

export function DosDialog({
  item,
  onClose,
}: {
  /** The item to edit; null to create one. */
  item: AdminGuideline | null;
  onClose(): void;
}) {
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
      toast.success(item ? DOS_AND_DONTS_ADMIN_TEXT.updated : DOS_AND_DONTS_ADMIN_TEXT.created);
      onClose();
    } catch (err) {
      const failed = showFieldErrors(form, err);
      toast.error('Error', { description: failed.message });
    }
  });

  const [title, description] = form.watch(['title', 'description']);

  return (
    <FormDialog
      title={item ? 'Edit Item' : 'Create Item'}
      description="Active items appear on the residents' Do's and Don'ts page at once, grouped by category."
      submitLabel={item ? 'Update Item' : 'Create Item'}
      submitIcon={<Save />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label="Title*"
        error={errors.title?.message}
        hint={<CharCount length={title.length} max={DOS_LIMITS.title} />}
      >
        {(p) => <Input {...p} autoComplete="off" {...form.register('title')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category*" error={errors.category?.message} hint="Pick one in use or type a new one">
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
        <Field label="Priority" error={errors.priority?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('priority')}>
              {DOS_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {capitalize(value)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        label="Description*"
        error={errors.description?.message}
        hint={<CharCount length={description.length} max={DOS_LIMITS.description} />}
      >
        {(p) => <Textarea {...p} rows={5} {...form.register('description')} />}
      </Field>
    </FormDialog>
  );
}
