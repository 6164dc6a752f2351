import { useLingui } from '@lingui/react/macro';
import { FileText, Hammer } from 'lucide-react';
import { documentUrl } from '@/shared/documents';
import { DecisionReason } from '@/web/components/decision-reason';
import { StatusBadge } from '@/web/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatDate } from '@/web/lib/utils';
import { workTypeText } from './labels';
import { useMyRepairs } from './use-house-repairs';

export function MyRepairs() {
  const { t } = useLingui();
  const { data } = useMyRepairs();
  if (!data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`My Repair Requests`}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border">
          {data.map((r) => {
            const flat = r.flat_no;
            const submitted = formatDate(r.created_at);
            return (
              <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm">
                <Hammer className="size-4 text-muted-foreground" aria-hidden />
                <span className="font-medium">{workTypeText(r.work_type)}</span>
                <span className="text-muted-foreground">{t`Flat ${flat}`}</span>
                <span className="text-muted-foreground">{t`Submitted ${submitted}`}</span>
                {r.repair_plans_url ? (
                  <a
                    href={documentUrl(r.repair_plans_url)}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    <FileText className="size-4" aria-hidden /> {t`Plans`}
                  </a>
                ) : null}
                <StatusBadge status={r.status} className="ml-auto" />
                {r.decision_reason ? (
                  <div className="basis-full">
                    <DecisionReason status={r.status} reason={r.decision_reason} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
