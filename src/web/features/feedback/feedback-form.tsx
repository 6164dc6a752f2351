// The feedback form: the shared rules run here first, the server applies them again with the rate limit.
import { Send } from 'lucide-react';
import { Controller, type FieldErrors } from 'react-hook-form';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TEXT,
  feedbackInput,
  missingRequired,
} from '@/shared/feedback';
import { useAuth } from '@/web/app/auth';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { ApiError } from '@/web/lib/api';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { toast } from '@/web/lib/toast';
import { capitalize } from '@/web/lib/utils';
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

const firstMessage = (errors: FieldErrors<Values>) =>
  Object.values(errors).find((e) => e?.message)?.message ?? 'Please check the form.';

export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const defaults = useFeedbackDefaults();
  const form = useZodForm(feedbackInput, {
    defaultValues: defaults,
  });
  const submitFeedback = useSubmitFeedback();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await submitFeedback.mutateAsync(values);
        toast.success(FEEDBACK_TEXT.submittedTitle, { description: FEEDBACK_TEXT.submitted });
        onSubmitted();
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        if (err.code === 'NETWORK') toast.error(err.message);
        else if (err.status === 429) toast.error(FEEDBACK_TEXT.tooManyTitle, { description: err.message });
        else if (err.status === 401)
          toast.error('Authentication Required', {
            description: 'You must be logged in to submit feedback.',
          });
        else if (err.code === 'VALIDATION') {
          showFieldErrors(form, err);
          toast.error(FEEDBACK_TEXT.invalidTitle, { description: err.message });
        } else toast.error(FEEDBACK_TEXT.failedTitle, { description: FEEDBACK_TEXT.failed });
      }
    },
    (invalid) => {
      if (missingRequired(form.getValues()))
        toast.error(FEEDBACK_TEXT.missingTitle, { description: FEEDBACK_TEXT.missing });
      else toast.error(FEEDBACK_TEXT.invalidTitle, { description: firstMessage(invalid) });
    },
  );

  const messageLength = form.watch('message').length;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name*" error={errors.name?.message}>
          {(p) => (
            <Input {...p} autoComplete="name" maxLength={FEEDBACK_LIMITS.name} {...form.register('name')} />
          )}
        </Field>
        <Field label="Email" error={errors.email?.message} hint="Optional, for a reply by e-mail">
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
      </div>

      <Field label="Category*" error={errors.category?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('category')}>
            <option value="">Select a category</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {capitalize(c)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Priority Level</legend>
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-x-6"
              aria-label="Priority Level"
            >
              {FEEDBACK_PRIORITIES.map((p) => (
                <div key={p} className="flex items-center gap-2">
                  <RadioGroupItem value={p} id={`feedback-priority-${p}`} />
                  <Label htmlFor={`feedback-priority-${p}`} className="cursor-pointer font-normal">
                    {capitalize(p)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {errors.priority?.message ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.priority.message}
          </p>
        ) : null}
      </fieldset>

      <Field label="Subject*" error={errors.subject?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={FEEDBACK_LIMITS.subject}
            placeholder="A short summary"
            {...form.register('subject')}
          />
        )}
      </Field>

      <Field
        label="Message*"
        error={errors.message?.message}
        hint={`${messageLength}/${FEEDBACK_LIMITS.message} characters`}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={6}
            maxLength={FEEDBACK_LIMITS.message}
            placeholder="Tell us what happened, where, and since when"
            {...form.register('message')}
          />
        )}
      </Field>

      <Button
        type="submit"
        size="lg"
        busy={isSubmitting}
        icon={<Send />}
        className="w-full sm:w-auto sm:self-end"
      >
        Submit Feedback
      </Button>
    </form>
  );
}
