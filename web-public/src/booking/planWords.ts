/** A plan's interval as the site says it: 'Every month', 'Every 6 months'. */
export const everyMonths = (months: number) => (months === 1 ? 'Every month' : `Every ${months} months`);
