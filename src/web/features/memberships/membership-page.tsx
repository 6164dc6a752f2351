import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type Membership,
  type MembershipPlan,
  membershipsApi,
  type PaymentInput,
} from '@/shared/memberships';
import { useAuth } from '@/web/app/auth';
import { MembersOnly, PageFrame } from '@/web/components/page-states';
import { ApiError, api, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import './known-messages';
import { toast } from '@/web/lib/toast';
import { ConfirmStep } from './confirm-step';
import { type MemberEntry, type MemberErrors, MembersStep, newMember, toMemberInput } from './members-step';
import { type PaymentErrors, PaymentStep } from './payment-step';
import { PlansStep } from './plans-step';
import { type Step, StepIndicator } from './steps';

export default function MembershipPage() {
  const { t } = useLingui();
  return (
    <MembersOnly message={t`Please sign in to access membership plans.`}>
      <PageFrame title={t`Gym Membership`} subtitle={t`Choose a plan, add the members and pay by UPI.`}>
        <MembershipWizard />
      </PageFrame>
    </MembersOnly>
  );
}

const EMPTY_PAYMENT: PaymentInput = { payment_transaction_id: '', payment_last_4_digits: '' };

function MembershipWizard() {
  const { t } = useLingui();
  const qc = useQueryClient();
  const auth = useAuth();
  const [step, setStep] = useState<Step>('plans');
  const [plan, setPlan] = useState<MembershipPlan | null>(null);
  const [members, setMembers] = useState<MemberEntry[]>(() => [newMember()]);
  const [memberErrors, setMemberErrors] = useState<MemberErrors>({});
  const [payment, setPayment] = useState<PaymentInput>(EMPTY_PAYMENT);
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});
  const [created, setCreated] = useState<Membership[]>([]);

  const plans = useQuery({ queryKey: ['membership-plans'], queryFn: () => api(membershipsApi.plans) });
  useEffect(() => {
    if (plans.isError)
      toast.error(t`Failed to load membership plans`, { description: inLanguage(errorMessage(plans.error)) });
  }, [plans.isError, plans.error, t]);

  const create = useMutation({
    mutationFn: () =>
      api(membershipsApi.create, {
        plan_id: plan!.id,
        members: members.map(toMemberInput),
        ...payment,
      }),
    onSuccess: async ({ memberships }) => {
      const count = memberships.length;
      toast.success(t`Membership created successfully for ${count} member(s)!`);
      setCreated(memberships);
      setStep('confirm');
      window.scrollTo({ top: 0 });
      await qc.invalidateQueries({ queryKey: ['dashboard'] });
      // A purchase creates a missing profile.
      if (!auth.profile) await auth.refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError) {
        const fields = err.fields;
        setPaymentErrors({
          payment_transaction_id: fields.payment_transaction_id,
          payment_last_4_digits: fields.payment_last_4_digits,
        });
      }
      toast.error(t`Failed to create membership`, { description: inLanguage(errorMessage(err)) });
    },
  });

  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <StepIndicator current={step} />
      {step === 'plans' ? (
        <PlansStep
          plans={plans.data ?? []}
          loading={plans.isPending}
          onSelect={(p) => {
            setPlan(p);
            go('members');
          }}
        />
      ) : null}
      {step === 'members' && plan ? (
        <MembersStep
          plan={plan}
          members={members}
          errors={memberErrors}
          onChange={setMembers}
          onErrors={setMemberErrors}
          onBack={() => go('plans')}
          onContinue={() => go('payment')}
        />
      ) : null}
      {step === 'payment' && plan ? (
        <PaymentStep
          plan={plan}
          members={members}
          payment={payment}
          errors={paymentErrors}
          busy={create.isPending}
          onChange={setPayment}
          onErrors={setPaymentErrors}
          onBack={() => go('members')}
          onConfirm={() => create.mutate()}
        />
      ) : null}
      {step === 'confirm' && created.length > 0 ? <ConfirmStep created={created} /> : null}
    </>
  );
}
