// Do's and don'ts: the society's guidelines, active ones only, grouped by category; the office writes them.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';

/** Display order within a category; any other priority comes last. */
export const GUIDELINE_PRIORITIES = ['urgent', 'high', 'normal', 'other'] as const;

export const guidelineSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.string(),
});
export type Guideline = z.output<typeof guidelineSchema>;

/** 'waste_management' -> 'Waste Management'. */
export const categoryHeading = (category: string) =>
  category
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Consecutive items of the same category, in the order the server sent them. */
export function groupByCategory<T extends { category: string }>(items: T[]) {
  const groups: { category: string; items: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.category === item.category) last.items.push(item);
    else groups.push({ category: item.category, items: [item] });
  }
  return groups;
}

export const dosAndDontsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/dos-and-donts',
    access: 'member',
    input: noInput,
    output: z.array(guidelineSchema),
  }),
};
