/** A plan's interval as the site says it: 'Every month', 'Every 6 months'. */
export const everyMonths = (months: number) => (months === 1 ? 'Every month' : `Every ${months} months`);

/** A category's plan terms: the intervals (months) it offers, none when plans are not offered, and the later visits' discount. */
export interface PlanOptions {
  category_id: string;
  intervals: number[];
  discount_percent: number;
}
