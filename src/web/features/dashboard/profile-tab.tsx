import { useLingui } from '@lingui/react/macro';
import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { accountApi } from '@/shared/account';
import { useAuth } from '@/web/app/auth';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { api, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { ChangePasswordCard } from './change-password-card';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

export function ProfileTab() {
  const { t } = useLingui();
  const auth = useAuth();
  const [showPassword, setShowPassword] = useState(false);
  const [creating, setCreating] = useState(false);
  const profile = auth.profile;

  async function createProfile() {
    setCreating(true);
    try {
      await api(accountApi.createProfile);
      await auth.refresh();
      toast.success(t`Profile created successfully!`);
    } catch (err) {
      toast.error(t`Failed to create profile`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle>{t`Profile Information`}</CardTitle>
            <CardDescription>{t`Your details as the society office has them`}</CardDescription>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setShowPassword((v) => !v)}
            aria-expanded={showPassword}
          >
            <KeyRound /> {showPassword ? t`Hide Password` : t`Change Password`}
          </Button>
        </CardHeader>
        <CardContent>
          {profile ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t`Name`} value={profile.name} />
              <Detail label={t`Email`} value={profile.email || auth.user?.email || t`Not provided`} />
              <Detail label={t`Phone`} value={profile.phone || t`Not provided`} />
              <Detail label={t`Flat Number`} value={profile.flat_no || t`Not provided`} />
              <Detail label={t`Nook Number`} value={profile.nook_number || t`Not set`} />
              <Detail label={t`Floor`} value={profile.floor == null ? t`Not set` : String(profile.floor)} />
            </dl>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground">
                {t`No profile found. Create one to keep your details with the society.`}
              </p>
              <Button onClick={createProfile} busy={creating} icon={<UserPlus />}>
                {t`Create Profile`}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      {showPassword ? <ChangePasswordCard onDone={() => setShowPassword(false)} /> : null}
    </div>
  );
}
