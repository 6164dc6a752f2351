// Feedback Management → Helpdesk settings: the office's working hours (deadlines count only these; the public
// holidays are the attendance register's), and per category the response and resolution deadlines, the default
// assignee and up to four escalation levels.
import { useLingui } from '@lingui/react/macro';
import { Clock, Pencil, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  HELPDESK_TEXT,
  type HelpdeskCategory,
  type HelpdeskSettings,
  helpdeskCategoryInput,
  helpdeskHoursInput,
  MAX_ESCALATION_LEVELS,
} from '@/shared/feedback-admin';
import { INTL_LOCALE } from '@/shared/locales';
import { FormDialog } from '@/web/components/form-dialog';
import { EmptyState } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { displayedLocale } from '@/web/lib/utils';
import { Can, Fields } from '../admin/office-access';
import { feedbackCategoryName } from './admin-feedback-words';
import './admin-helpdesk-messages';
import { useHelpdeskSettings, useSaveCategory, useSaveHours } from './use-admin-helpdesk';

/** Field → first message of a refused form (the browser's check or the server's answer). */
type Errors = Partial<Record<string, string>>;
const issuesOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors => {
  const errors: Errors = {};
  for (const i of issues) errors[String(i.path[0] ?? '_')] ??= i.message;
  return errors;
};
const serverFields = (err: unknown): Errors => (err instanceof ApiError ? err.fields : {});

/** Sunday … Saturday in the person's language (4 Jan 2026 was a Sunday). */
const weekdayNames = () => {
  const f = new Intl.DateTimeFormat(INTL_LOCALE[displayedLocale()], { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, d) => f.format(new Date(Date.UTC(2026, 0, 4 + d))));
};

export function HelpdeskSettingsTab() {
  const { t } = useLingui();
  const settings = useHelpdeskSettings();
  if (settings.isPending) return <Skeleton className="h-64" />;
  if (!settings.data)
    return (
      <EmptyState
        icon={Clock}
        title={t`Could not load the helpdesk settings`}
        onRetry={() => settings.refetch()}
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <HoursCard hours={settings.data.hours} />
      <CategoriesCard settings={settings.data} />
    </div>
  );
}

function HoursCard({ hours }: { hours: HelpdeskSettings['hours'] }) {
  const { t } = useLingui();
  const save = useSaveHours();
  const [opens, setOpens] = useState(hours.opens_at);
  const [closes, setCloses] = useState(hours.closes_at);
  const [days, setDays] = useState<number[]>(hours.working_days);
  const [errors, setErrors] = useState<Errors>({});
  const names = weekdayNames();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { opens_at: opens, closes_at: closes, working_days: days };
    const checked = helpdeskHoursInput.safeParse(input);
    if (!checked.success) return setErrors(issuesOf(checked.error.issues));
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      toast.success(inLanguage(HELPDESK_TEXT.hoursSaved), { description: `${opens}–${closes}` });
    } catch (err) {
      setErrors(serverFields(err));
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  return (
    <Card role="region" aria-labelledby="helpdesk-hours">
      <CardHeader>
        <h2 id="helpdesk-hours" className="text-lg font-semibold leading-tight">
          {t`Working hours`}
        </h2>
        <CardDescription>
          {t`Deadlines count only these hours, on working days that are not public holidays (Staff Attendance → Public Holidays).`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Fields need="settings:manage">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t`Opens at`} error={errors.opens_at}>
                {(p) => <Input {...p} type="time" value={opens} onChange={(e) => setOpens(e.target.value)} />}
              </Field>
              <Field label={t`Closes at`} error={errors.closes_at}>
                {(p) => (
                  <Input {...p} type="time" value={closes} onChange={(e) => setCloses(e.target.value)} />
                )}
              </Field>
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t`Working days`}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {names.map((name, d) => (
                  // biome-ignore lint/a11y/noLabelWithoutControl: the check box inside is the control
                  <label key={name} className="flex cursor-pointer items-center gap-2 text-sm">
                    <Checkbox
                      checked={days.includes(d)}
                      onCheckedChange={(on) =>
                        setDays((now) => (on ? [...now, d].sort() : now.filter((x) => x !== d)))
                      }
                    />
                    {name}
                  </label>
                ))}
              </div>
              {errors.working_days ? (
                <p className="text-sm text-destructive" role="alert">
                  {inLanguage(errors.working_days)}
                </p>
              ) : null}
            </fieldset>
          </Fields>
          <Can need="settings:manage">
            <Button type="submit" className="self-end" icon={<Save />} busy={save.isPending}>
              {t`Save working hours`}
            </Button>
          </Can>
        </form>
      </CardContent>
    </Card>
  );
}

function CategoriesCard({ settings }: { settings: HelpdeskSettings }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<HelpdeskCategory | null>(null);
  const nameOf = (id: string | null) => settings.staff.find((s) => s.id === id)?.name ?? t`Nobody`;
  return (
    <Card role="region" aria-labelledby="helpdesk-categories">
      <CardHeader>
        <h2 id="helpdesk-categories" className="text-lg font-semibold leading-tight">
          {t`Deadlines and escalation by category`}
        </h2>
        <CardDescription>
          {t`When a deadline passes with the work not done, the item goes up one escalation level and its person is mailed.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {settings.categories.map((c) => {
            const name = feedbackCategoryName(c.category);
            const response = c.response_hours;
            const resolution = c.resolution_hours;
            return (
              <li key={c.category} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{name}</p>
                  <p className="text-muted-foreground">
                    {t`Response ${response} h · Resolution ${resolution} h`} · {t`Default`}:{' '}
                    {nameOf(c.default_assignee_id)}
                  </p>
                  <p className="text-muted-foreground">
                    {t`Escalation`}: {c.escalation.length ? c.escalation.map(nameOf).join(' → ') : t`none`}
                  </p>
                </div>
                <Can need="settings:manage">
                  <Button
                    size="sm"
                    variant="outline"
                    icon={<Pencil />}
                    aria-label={t`Edit: ${name}`}
                    onClick={() => setEditing(c)}
                  >
                    {t`Edit`}
                  </Button>
                </Can>
              </li>
            );
          })}
        </ul>
      </CardContent>
      {editing ? (
        <CategoryDialog rule={editing} staff={settings.staff} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function CategoryDialog({
  rule,
  staff,
  onClose,
}: {
  rule: HelpdeskCategory;
  staff: HelpdeskSettings['staff'];
  onClose(): void;
}) {
  const { t } = useLingui();
  const save = useSaveCategory();
  const [response, setResponse] = useState(String(rule.response_hours));
  const [resolution, setResolution] = useState(String(rule.resolution_hours));
  const [assignee, setAssignee] = useState(rule.default_assignee_id ?? '');
  const [levels, setLevels] = useState(() =>
    Array.from({ length: MAX_ESCALATION_LEVELS }, (_, i) => rule.escalation[i] ?? ''),
  );
  const [errors, setErrors] = useState<Errors>({});
  const name = feedbackCategoryName(rule.category);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = helpdeskCategoryInput.safeParse({
      category: rule.category,
      response_hours: response,
      resolution_hours: resolution,
      default_assignee_id: assignee || null,
      // The levels in order, a blank one skipped.
      escalation: levels.filter(Boolean),
    });
    if (!checked.success) return setErrors(issuesOf(checked.error.issues));
    try {
      await save.mutateAsync(checked.data);
      toast.success(inLanguage(HELPDESK_TEXT.categorySaved), { description: name });
      onClose();
    } catch (err) {
      setErrors(serverFields(err));
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const people = (blank: string) => (
    <>
      <option value="">{blank}</option>
      {staff.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </>
  );
  return (
    <FormDialog
      title={t`Helpdesk settings: ${name}`}
      description={t`Deadlines in working hours, counted from when the item is filed.`}
      submitLabel={t`Save`}
      submitIcon={<Save />}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Response deadline (working hours)`} error={errors.response_hours}>
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              value={response}
              onChange={(e) => setResponse(e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Resolution deadline (working hours)`} error={errors.resolution_hours}>
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              value={resolution}
              onChange={(e) => setResolution(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t`Default assignee`} error={errors.default_assignee_id}>
        {(p) => (
          <NativeSelect {...p} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            {people(t`Nobody`)}
          </NativeSelect>
        )}
      </Field>
      {levels.map((id, i) => {
        const level = i + 1;
        return (
          <Field
            key={level}
            label={t`Escalation level ${level}`}
            error={i === 0 ? errors.escalation : undefined}
          >
            {(p) => (
              <NativeSelect
                {...p}
                value={id}
                onChange={(e) => setLevels((now) => now.map((v, j) => (j === i ? e.target.value : v)))}
              >
                {people(t`None`)}
              </NativeSelect>
            )}
          </Field>
        );
      })}
    </FormDialog>
  );
}
