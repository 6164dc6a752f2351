// The create and edit form (admin spec section 5): title and content required, priority defaulting to normal.
import { Save } from 'lucide-react';
import { ANNOUNCEMENT_PRIORITIES } from '@/shared/announcements';
import {
  type AdminAnnouncement,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENTS_ADMIN_TEXT,
  announcementInput,
  announcementsAdminApi,
} from '@/shared/announcements-admin';
import { CharCount } from '@/web/components/char-count';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { toast } from '@/web/lib/toast';
import { capitalize } from '@/web/lib/utils';
import { useAnnouncementWrite } from './use-admin-announcements';

type Values = { title: string; content: string; priority: string };

export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  /** The item to edit; null to create one. */
  announcement: AdminAnnouncement | null;
  onClose(): void;
}) {
  const defaults: Values = {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    priority: announcement?.priority ?? 'normal',
  };
  const form = useZodForm(announcementInput, {
    defaultValues: defaults,
  });
  const create = useAnnouncementWrite(announcementsAdminApi.create);
  const update = useAnnouncementWrite(announcementsAdminApi.update);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (announcement) await update.mutateAsync({ ...values, id: announcement.id });
      else await create.mutateAsync(values);
      toast.success(announcement ? ANNOUNCEMENTS_ADMIN_TEXT.updated : ANNOUNCEMENTS_ADMIN_TEXT.created);
      onClose();
    } catch (err) {
      toast.error('Error', { description: showFieldErrors(form, err).message });
    }
  });

  const [title, content] = form.watch(['title', 'content']);

  return (
    <FormDialog
      title={announcement ? 'Edit Announcement' : 'Create Announcement'}
      description="Active announcements appear on the residents' Announcements page and dashboard at once."
      submitLabel={announcement ? 'Update Announcement' : 'Create Announcement'}
      submitIcon={<Save />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label="Title*"
        error={errors.title?.message}
        hint={<CharCount length={title.length} max={ANNOUNCEMENT_LIMITS.title} />}
      >
        {(p) => <Input {...p} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field
        label="Content*"
        error={errors.content?.message}
        hint={<CharCount length={content.length} max={ANNOUNCEMENT_LIMITS.content} />}
      >
        {(p) => <Textarea {...p} rows={7} {...form.register('content')} />}
      </Field>
      <Field label="Priority" error={errors.priority?.message} className="sm:max-w-56">
        {(p) => (
          <NativeSelect {...p} {...form.register('priority')}>
            {ANNOUNCEMENT_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {capitalize(value)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </FormDialog>
  );
}
