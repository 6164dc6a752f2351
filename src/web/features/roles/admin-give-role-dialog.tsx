// Give a role: the person's e-mail (they must have signed up) and one of the committee's roles.
import { useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { ROLES } from '@/shared/permissions';
import { rolesAdminApi } from '@/shared/roles';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { ROLE_NAMES } from './admin-role-words';
import { useRolesWrite } from './use-admin-roles';
import './admin-roles-messages';

export function GiveRoleDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const form = useZodForm(rolesAdminApi.grant.input, {
    defaultValues: { email: '', role: 'committee_member' },
  });
  const grant = useRolesWrite(rolesAdminApi.grant);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const holder = await grant.mutateAsync(values);
      toast.success(t`Role given`, {
        description: `${holder.name ?? holder.email}: ${i18n._(ROLE_NAMES[values.role])}`,
      });
      onClose();
    } catch (err) {
      toast.error(t`Failed to give the role`, {
        description: inLanguage(showFieldErrors(form, err).message),
      });
    }
  });

  return (
    <FormDialog
      title={t`Give a role`}
      description={t`The person must have an account. They see the office as their roles allow at their next page.`}
      submitLabel={t`Give role`}
      submitIcon={<UserPlus />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t`Email*`} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="off" {...form.register('email')} />}
      </Field>
      <Field label={t({ message: 'Role*', context: 'committee' })} error={errors.role?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {i18n._(ROLE_NAMES[role])}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </FormDialog>
  );
}
