// Invite Office Staff: a name and an e-mail. The server creates the account with the admin role and no flat (not a
// resident) and mails a link to set a password; an address that already has an account is refused.
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { inviteStaffInput, PROFILE_LIMITS, profilesAdminApi } from '@/shared/profiles';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { useProfileWrite } from './use-admin-profiles';
import './admin-profiles-messages';

export function InviteStaffDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const form = useZodForm(inviteStaffInput, {
    defaultValues: { name: '', email: '' },
  });
  const invite = useProfileWrite(profilesAdminApi.inviteStaff);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { account_email: email } = await invite.mutateAsync(values);
      toast.success(t`Invitation sent to ${email}`, {
        description: t`They set a password from the mail, then sign in to the back-office.`,
      });
      onClose();
    } catch (err) {
      toast.error(t`Failed to invite staff member`, {
        description: inLanguage(showFieldErrors(form, err).message),
      });
    }
  });

  return (
    <FormDialog
      title={t`Invite Office Staff`}
      description={t`For the office's own staff, who have no flat: they become admins and are not counted as residents.`}
      submitLabel={t`Send Invitation`}
      submitIcon={<Send />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t`Name*`} error={errors.name?.message}>
        {(p) => (
          <Input {...p} autoComplete="off" maxLength={PROFILE_LIMITS.name} {...form.register('name')} />
        )}
      </Field>
      <Field label={t`Email*`} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="off" {...form.register('email')} />}
      </Field>
    </FormDialog>
  );
}
