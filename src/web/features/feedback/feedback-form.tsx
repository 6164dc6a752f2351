// The feedback form: the shared rules run here first, the server applies them again with the rate limit.
import { useLingui } from '@lingui/react/macro';
import { Send, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_PHOTO_TEXT,
  FEEDBACK_PHOTOS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TEXT,
  feedbackInput,
  missingRequired,
} from '@/shared/feedback';
import { useAuth } from '@/web/app/auth';
import { FileInput } from '@/web/components/file-input';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { ApiError } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { feedbackLabel } from './labels';
import { useSubmitFeedback } from './use-feedback';

type Values = {
  name: string;
  email: string;
  category: string;
  priority: string;
  subject: string;
  message: string;
};

export function useFeedbackDefaults(): Values {
  const { profile, user } = useAuth();
  return {
    name: profile?.name ?? user?.name ?? '',
    email: profile?.email ?? user?.email ?? '',
    category: '',
    priority: 'normal',
    subject: '',
    message: '',
  };
}

const firstMessage = (errors: FieldErrors<Values>) => Object.values(errors).find((e) => e?.message)?.message;

export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useLingui();
  const defaults = useFeedbackDefaults();
  const form = useZodForm(feedbackInput, {
    defaultValues: defaults,
  });
  const submitFeedback = useSubmitFeedback();
  const { errors, isSubmitting } = form.formState;
  const [photos, setPhotos] = useState<File[]>([]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await submitFeedback.mutateAsync({ ...values, photos });
        toast.success(inLanguage(FEEDBACK_TEXT.submittedTitle), {
          description: inLanguage(FEEDBACK_TEXT.submitted),
        });
        onSubmitted();
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const reason = inLanguage(err.message);
        if (err.code === 'NETWORK') toast.error(reason);
        else if (err.status === 429)
          toast.error(inLanguage(FEEDBACK_TEXT.tooManyTitle), { description: reason });
        else if (err.status === 401)
          toast.error(t`Authentication Required`, {
            description: t`You must be logged in to submit feedback.`,
          });
        else if (err.code === 'VALIDATION') {
          showFieldErrors(form, err);
          toast.error(inLanguage(FEEDBACK_TEXT.invalidTitle), { description: reason });
        } else
          toast.error(inLanguage(FEEDBACK_TEXT.failedTitle), {
            description: inLanguage(FEEDBACK_TEXT.failed),
          });
      }
    },
    (invalid) => {
      const first = firstMessage(invalid);
      if (missingRequired(form.getValues()))
        toast.error(inLanguage(FEEDBACK_TEXT.missingTitle), {
          description: inLanguage(FEEDBACK_TEXT.missing),
        });
      else
        toast.error(inLanguage(FEEDBACK_TEXT.invalidTitle), {
          description: first ? inLanguage(first) : t`Please check the form.`,
        });
    },
  );

  const messageLength = form.watch('message').length;
  const messageMax = FEEDBACK_LIMITS.message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name*`} error={errors.name?.message}>
          {(p) => (
            <Input {...p} autoComplete="name" maxLength={FEEDBACK_LIMITS.name} {...form.register('name')} />
          )}
        </Field>
        <Field label={t`Email`} error={errors.email?.message} hint={t`Optional, for a reply by e-mail`}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
      </div>

      <Field label={t`Category*`} error={errors.category?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('category')}>
            <option value="">{t`Select a category`}</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {feedbackLabel(c)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">{t`Priority Level`}</legend>
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-x-6"
              aria-label={t`Priority Level`}
            >
              {FEEDBACK_PRIORITIES.map((p) => (
                <div key={p} className="flex items-center gap-2">
                  <RadioGroupItem value={p} id={`feedback-priority-${p}`} />
                  <Label htmlFor={`feedback-priority-${p}`} className="cursor-pointer font-normal">
                    {feedbackLabel(p)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {errors.priority?.message ? (
          <p className="text-sm text-destructive" role="alert">
            {inLanguage(errors.priority.message)}
          </p>
        ) : null}
      </fieldset>

      <Field label={t`Subject*`} error={errors.subject?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={FEEDBACK_LIMITS.subject}
            placeholder={t`A short summary`}
            {...form.register('subject')}
          />
        )}
      </Field>

      <Field
        label={t`Message*`}
        error={errors.message?.message}
        hint={t`${messageLength}/${messageMax} characters`}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={6}
            maxLength={FEEDBACK_LIMITS.message}
            placeholder={t`Tell us what happened, where, and since when`}
            {...form.register('message')}
          />
        )}
      </Field>

      <div className="flex flex-col gap-2">
        {photos.length < FEEDBACK_PHOTOS.max ? (
          <FileInput
            label={t`Photos (optional, up to 3)`}
            hint={t`A photo of the problem helps the office. JPG, PNG or WebP, up to 5MB each.`}
            accept={FEEDBACK_PHOTOS.accept}
            file={null}
            maxBytes={FEEDBACK_PHOTOS.maxBytes}
            tooLargeMessage={FEEDBACK_PHOTO_TEXT.tooLarge}
            onFileChange={(file) => {
              if (file) setPhotos((chosen) => [...chosen, file].slice(0, FEEDBACK_PHOTOS.max));
            }}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t`You can attach up to 3 photos`}</p>
        )}
        {photos.length ? (
          <ul className="flex flex-col gap-1" aria-label={t`Photos to send`}>
            {photos.map((photo, i) => (
              <li key={`${i}-${photo.name}`} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{photo.name}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove ${photo.name}`}
                  onClick={() => setPhotos((chosen) => chosen.filter((_, j) => j !== i))}
                >
                  <X />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <Button
        type="submit"
        size="lg"
        busy={isSubmitting}
        icon={<Send />}
        className="w-full sm:w-auto sm:self-end"
      >
        {t`Submit Feedback`}
      </Button>
    </form>
  );
}
