const labels: Record<string, string> = { won: 'Won', lost: 'Lost', cashed_out: 'Cashed out', completed: 'Completed' };

/** How a finished round ended, in the words the fairness page and the live bets use. */
export const roundStatusLabel = (status: string): string => labels[status] ?? status;
