import { ScrollText } from 'lucide-react';
import { REPAIR_RULES } from '@/shared/house-repairs';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

export function RepairRules() {
  return (
    <Card className="border-accent/40 bg-secondary/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScrollText className="size-5 text-primary" aria-hidden /> Rules for Repairs and Renovation
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed">
          {REPAIR_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
