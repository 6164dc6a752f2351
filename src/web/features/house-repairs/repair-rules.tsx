import { useLingui } from '@lingui/react/macro';
import { ScrollText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { RULES } from './labels';

export function RepairRules() {
  const { t } = useLingui();
  return (
    <Card className="border-accent/40 bg-secondary/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScrollText className="size-5 text-primary" aria-hidden /> {t`Rules for Repairs and Renovation`}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed">
          {RULES.map((rule) => (
            <li key={rule.id}>{t(rule)}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
