import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { accountApi } from '@/shared/account';
import { useAuth } from '@/web/app/auth';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { api, errorMessage } from '@/web/lib/api';
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
  const auth = useAuth();
  const [showPassword, setShowPassword] = useState(false);
  const [creating, setCreating] = useState(false);
  const profile = auth.profile;

  async function createProfile() {
    setCreating(true);
    try {
      await api(accountApi.createProfile);
      await auth.refresh();
      toast.success('Profile created successfully!');
    } catch (err) {
      toast.error('Failed to create profile', { description: errorMessage(err) });
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle>Profile Information</CardTitle>
            <CardDescription>Your details as the society office has them</CardDescription>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setShowPassword((v) => !v)}
            aria-expanded={showPassword}
          >
            <KeyRound /> {showPassword ? 'Hide Password' : 'Change Password'}
          </Button>
        </CardHeader>
        <CardContent>
          {profile ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label="Name" value={profile.name} />
              <Detail label="Email" value={profile.email || auth.user?.email || 'Not provided'} />
              <Detail label="Phone" value={profile.phone || 'Not provided'} />
              <Detail label="Flat Number" value={profile.flat_no || 'Not provided'} />
              <Detail label="Nook Number" value={profile.nook_number || 'Not set'} />
              <Detail label="Floor" value={profile.floor == null ? 'Not set' : String(profile.floor)} />
            </dl>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground">
                No profile found. Create one to keep your details with the society.
              </p>
              <Button onClick={createProfile} busy={creating} icon={<UserPlus />}>
                Create Profile
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      {showPassword ? <ChangePasswordCard onDone={() => setShowPassword(false)} /> : null}
    </div>
  );
}
