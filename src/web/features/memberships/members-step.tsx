import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, Trash2, UserPlus } from 'lucide-react';
import { MEMBER_AGE, type MembershipPlan, memberInput, membersStepError } from '@/shared/memberships';
import { formatINR } from '@/shared/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';

/** A member as typed: the age stays text until it is checked. */
export interface MemberEntry {
  id: string;
  name: string;
  phone: string;
  age: string;
}
export type MemberErrors = Record<string, Partial<Record<'name' | 'phone' | 'age', string>>>;

export const newMember = (): MemberEntry => ({
  id: crypto.randomUUID(),
  name: '',
  phone: '',
  age: String(MEMBER_AGE.default),
});

export const toMemberInput = (m: MemberEntry) => ({
  name: m.name,
  phone: m.phone,
  age: m.age.trim() === '' ? Number.NaN : Number(m.age),
});

/** Field messages of every member, by the same rules as the server. */
export function checkMembers(members: MemberEntry[]): MemberErrors {
  const errors: MemberErrors = {};
  for (const m of members) {
    const r = memberInput.safeParse(toMemberInput(m));
    if (r.success) continue;
    errors[m.id] = {};
    for (const issue of r.error.issues) {
      const key = issue.path[0] as 'name' | 'phone' | 'age';
      errors[m.id][key] ??= issue.message;
    }
  }
  return errors;
}

export function MembersStep({
  plan,
  members,
  errors,
  onChange,
  onErrors,
  onBack,
  onContinue,
}: {
  plan: MembershipPlan;
  members: MemberEntry[];
  errors: MemberErrors;
  onChange: (members: MemberEntry[]) => void;
  onErrors: (errors: MemberErrors) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useLingui();
  const update = (id: string, patch: Partial<MemberEntry>) =>
    onChange(members.map((m) => (m.id === id ? { ...m, ...patch } : m)));

  function next() {
    const gate = membersStepError(members);
    const found = checkMembers(members);
    onErrors(found);
    if (gate) {
      toast.error(inLanguage(gate));
      return;
    }
    if (Object.keys(found).length > 0) {
      toast.error(t`Validation Error`, { description: t`Please fix the errors below.` });
      return;
    }
    onContinue();
  }

  const planName = plan.name;
  const price = formatINR(plan.price_inr);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <Card>
        <CardHeader>
          <CardTitle>{t`Add Members`}</CardTitle>
          <CardDescription>{t`${planName} plan · ${price} per member`}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {members.map((m, i) => {
            const number = i + 1;
            return (
              <fieldset key={m.id} className="rounded-lg border bg-muted/40 p-4">
                <legend className="sr-only">{t`Member ${number}`}</legend>
                <div className="mb-3 flex items-center justify-between gap-2">
                  <p className="text-sm font-semibold" aria-hidden>
                    {t`Member ${number}`}
                  </p>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-destructive hover:text-destructive"
                    aria-label={t`Remove member ${number}`}
                    disabled={members.length === 1}
                    onClick={() => onChange(members.filter((x) => x.id !== m.id))}
                  >
                    <Trash2 />
                  </Button>
                </div>
                <div className="grid grid-cols-[1fr_5.5rem] gap-3 sm:grid-cols-[1fr_1fr_6rem]">
                  <Field label={t`Full Name`} error={errors[m.id]?.name} className="col-span-2 sm:col-span-1">
                    {(p) => (
                      <Input
                        {...p}
                        value={m.name}
                        autoComplete="name"
                        onChange={(e) => update(m.id, { name: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t`Phone`} error={errors[m.id]?.phone}>
                    {(p) => (
                      <Input
                        {...p}
                        type="tel"
                        autoComplete="tel"
                        placeholder="98765 43210"
                        value={m.phone}
                        onChange={(e) => update(m.id, { phone: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t`Age`} error={errors[m.id]?.age}>
                    {(p) => (
                      <Input
                        {...p}
                        type="number"
                        inputMode="numeric"
                        min={MEMBER_AGE.min}
                        max={MEMBER_AGE.max}
                        value={m.age}
                        onChange={(e) => update(m.id, { age: e.target.value })}
                      />
                    )}
                  </Field>
                </div>
              </fieldset>
            );
          })}
          <Button
            variant="outline"
            className="self-start"
            onClick={() => onChange([...members, newMember()])}
          >
            <UserPlus /> {t`Add Member`}
          </Button>
        </CardContent>
      </Card>

      <Card className="h-fit lg:sticky lg:top-24">
        <CardHeader>
          <CardTitle>{t`Summary`}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t`Plan`}</dt>
            <dd className="font-medium">{plan.name}</dd>
            <dt className="text-muted-foreground">{t`Price per member`}</dt>
            <dd>{price}</dd>
            <dt className="text-muted-foreground">{t`Members`}</dt>
            <dd>{members.length}</dd>
            <dt className="border-t pt-2 font-semibold">{t`Total`}</dt>
            <dd className="border-t pt-2 text-lg font-bold text-primary" data-testid="membership-total">
              {formatINR(plan.price_inr * members.length)}
            </dd>
          </dl>
          <div className="flex flex-col gap-2">
            <Button onClick={next}>
              {t`Continue to Payment`} <ArrowRight />
            </Button>
            <Button variant="outline" onClick={onBack}>
              <ArrowLeft /> {t`Back to Plans`}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
