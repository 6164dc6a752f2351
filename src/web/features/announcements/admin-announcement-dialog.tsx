// The create and edit form (admin spec section 5): title and content required, priority defaulting to normal;
// and whether residents must acknowledge it, by which date (not before today: the server holds that too).
import { useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { ANNOUNCEMENT_PRIORITIES } from '@/shared/announcements';
import {
  type AdminAnnouncement,
  ANNOUNCEMENT_LIMITS,
  announcementInput,
  announcementsAdminApi,
} from '@/shared/announcements-admin';
import { CharCount } from '@/web/components/char-count';
import { FormDialog } from '@/web/components/form-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { toast } from '@/web/lib/toast';
import { societyToday } from '@/web/lib/utils';
import { priorityName } from './admin-announcement-priority';
import { useAnnouncementWrite } from './use-admin-announcements';

type Values = { title: string; content: string; priority: string; requires_ack: boolean; ack_due_on: string };

export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  /** The item to edit; null to create one. */
  announcement: AdminAnnouncement | null;
  onClose(): void;
}) {
  const { t } = useLingui();
  const defaults: Values = {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    priority: announcement?.priority ?? 'normal',
    requires_ack: announcement?.requires_ack ?? false,
    ack_due_on: announcement?.ack_due_on ?? '',
  };
  const ackId = useId();
  const form = useZodForm(announcementInput, {
    defaultValues: defaults,
  });
  const create = useAnnouncementWrite(announcementsAdminApi.create);
  const update = useAnnouncementWrite(announcementsAdminApi.update);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const due = values.requires_ack ? values.ack_due_on : undefined;
    // The server's rule, repeated so the office hears it at once: an overdue notice may keep its own date.
    if (due && due < societyToday() && due !== announcement?.ack_due_on) {
      form.setError('ack_due_on', { message: t`The date to acknowledge by cannot be before today` });
      return;
    }
    try {
      if (announcement) await update.mutateAsync({ ...values, id: announcement.id });
      else await create.mutateAsync(values);
      toast.success(
        announcement ? t`Announcement updated successfully` : t`Announcement created successfully`,
      );
      onClose();
    } catch (err) {
      toast.error(t`Error`, { description: showFieldErrors(form, err).message });
    }
  });

  const [title, content, requiresAck] = form.watch(['title', 'content', 'requires_ack']);

  return (
    <FormDialog
      title={announcement ? t`Edit Announcement` : t`Create Announcement`}
      description={t`Active announcements appear on the residents' Announcements page and dashboard at once.`}
      submitLabel={announcement ? t`Update Announcement` : t`Create Announcement`}
      submitIcon={<Save />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t`Title*`}
        error={errors.title?.message}
        hint={<CharCount length={title.length} max={ANNOUNCEMENT_LIMITS.title} />}
      >
        {(p) => <Input {...p} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field
        label={t`Content*`}
        error={errors.content?.message}
        hint={<CharCount length={content.length} max={ANNOUNCEMENT_LIMITS.content} />}
      >
        {(p) => <Textarea {...p} rows={7} {...form.register('content')} />}
      </Field>
      <Field label={t`Priority`} error={errors.priority?.message} className="sm:max-w-56">
        {(p) => (
          <NativeSelect {...p} {...form.register('priority')}>
            {ANNOUNCEMENT_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {priorityName(value)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
        <Controller
          control={form.control}
          name="requires_ack"
          render={({ field }) => (
            <Checkbox
              id={ackId}
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-describedby={`${ackId}-hint`}
              className="mt-0.5"
            />
          )}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={ackId} className="cursor-pointer">
            {t`Requires acknowledgement`}
          </Label>
          <p id={`${ackId}-hint`} className="text-xs text-muted-foreground">
            {t`Pinned for every resident until they press “I have read this”; you see which flats have not.`}
          </p>
        </div>
      </div>
      {requiresAck ? (
        <Field label={t`Acknowledge by`} error={errors.ack_due_on?.message} className="sm:max-w-56">
          {(p) => <Input {...p} type="date" min={societyToday()} {...form.register('ack_due_on')} />}
        </Field>
      ) : null}
    </FormDialog>
  );
}
