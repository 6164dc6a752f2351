// The accounts on the office's dashboard and analytics: billed, collected and outstanding for the current billing
// period, and the collection rate of the last 12 periods as a chart (the analytics' own SVG bars).
import { useLingui } from '@lingui/react/macro';
import { HandCoins, Landmark, ReceiptText } from 'lucide-react';
import type { Collection } from '@/shared/dues-admin';
import { FigureCard } from '@/web/components/figure-card';
import { ChartFigure, NumbersTable } from '../analytics/admin-analytics-charts';
import { BarChart } from '../analytics/admin-bar-chart';
import { periodName } from './ledger-text';
import { useCollection } from './use-admin-dues';
import { rupees } from './use-dues';

const percent = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(1)} %`);

export function CollectionCards() {
  const { data } = useCollection();
  const { t } = useLingui();
  const period = data && periodName(data.period.label);
  const rateBp = data?.periods.at(-1)?.rate_bp ?? null;
  const collectedNote =
    rateBp === null
      ? t`Payments received, less bounced cheques`
      : t`Payments received, less bounced cheques: ${percent(rateBp)} of billed`;
  return (
    <section aria-labelledby="dues-heading">
      <h2 id="dues-heading" className="mb-3 text-lg font-semibold text-primary">
        {period ? t`Maintenance Dues: ${period}` : t`Maintenance Dues`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard
          heading="h3"
          icon={ReceiptText}
          title={t`Billed`}
          value={data && rupees(data.billed_paise)}
          note={data && t`Bills, debit notes and interest of the period, less credit notes`}
        />
        <FigureCard
          heading="h3"
          icon={HandCoins}
          title={t`Collected`}
          value={data && rupees(data.collected_paise)}
          note={data && collectedNote}
        />
        <FigureCard
          heading="h3"
          icon={Landmark}
          title={t`Outstanding`}
          value={data && rupees(data.outstanding_paise)}
          note={data && t`What all flats owe at the end of ${periodName(data.period.label)}`}
        />
      </div>
    </section>
  );
}

export function CollectionRateChart({ data }: { data: Collection }) {
  const rows = data.periods;
  const { t } = useLingui();
  return (
    <ChartFigure
      title={t`Collection rate`}
      caption={t`Collected as a share of billed, per billing period, over the last ${rows.length} periods. A period with nothing billed shows no bar.`}
      table={
        <NumbersTable
          caption={t`Collection rate`}
          head={[t`Period`, t`Billed`, t`Collected`, t`Rate`]}
          rows={rows.map((p) => [
            periodName(p.label),
            rupees(p.billed_paise),
            rupees(p.collected_paise),
            percent(p.rate_bp),
          ])}
        />
      }
    >
      <BarChart
        orientation="columns"
        stacked={false}
        height={220}
        labelWidth={48}
        series={[{ label: t`Collection rate`, colour: '#0f4c5c' }]}
        rows={rows.map((p) => ({
          label: periodName(p.label, 'short'),
          values: [(p.rate_bp ?? 0) / 100],
        }))}
        formatValue={(n) => `${n.toFixed(1)} %`}
        formatTick={(n) => `${n} %`}
      />
    </ChartFigure>
  );
}
