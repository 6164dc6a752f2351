// /feedback: the feedback form (or its success screen) and the member's own submissions.
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, LayoutDashboard, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/web/app/auth';
import { PageFrame, PageSpinner } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { useSignInPath } from '@/web/lib/return-to';
import { Link, Navigate } from '@/web/lib/router';
import { FeedbackForm } from './feedback-form';
import { MyFeedback } from './my-feedback';

export default function FeedbackPage() {
  const { t } = useLingui();
  const auth = useAuth();
  // A new key remounts the form, so 'Submit Another' starts from a clean, prefilled form.
  const [formKey, setFormKey] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const signIn = useSignInPath();

  if (auth.loading) return <PageSpinner />;
  if (!auth.user) return <Navigate to={signIn} replace />;

  return (
    <PageFrame
      title={t`Feedback`}
      subtitle={t`Share a complaint, a suggestion or a word of thanks with the managing committee`}
      width="max-w-3xl"
    >
      <div className="flex flex-col gap-10">
        {submitted ? (
          <Card className="text-center">
            <CardHeader className="items-center">
              <CheckCircle2 className="mb-2 size-12 text-success" aria-hidden />
              <h2 className="text-xl font-semibold leading-tight">{t`Feedback Submitted Successfully!`}</h2>
              <CardDescription className="max-w-md">
                {t`Thank you for taking the time to write to us. The managing committee will review your feedback and respond within 2-3 business days.`}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/dashboard">
                  <LayoutDashboard /> {t`Go to Dashboard`}
                </Link>
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setFormKey((k) => k + 1);
                  setSubmitted(false);
                }}
              >
                <RotateCcw /> {t`Submit Another`}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-tight">{t`Submit Feedback`}</h2>
              <CardDescription>{t`Fields marked * are required.`}</CardDescription>
            </CardHeader>
            <CardContent>
              <FeedbackForm key={formKey} onSubmitted={() => setSubmitted(true)} />
            </CardContent>
          </Card>
        )}
        <MyFeedback />
      </div>
    </PageFrame>
  );
}
