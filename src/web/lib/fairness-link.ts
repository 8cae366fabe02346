/** The query parameter of /fairness that fills its verifier with one settled round. */
export const FAIRNESS_ROUND_PARAM = 'round';

/** Where a round is verified: the fairness page reads the round by its id and fills the verifier with it. */
export const fairnessRoundHref = (roundId: string): string => `/fairness?${FAIRNESS_ROUND_PARAM}=${encodeURIComponent(roundId)}`;
