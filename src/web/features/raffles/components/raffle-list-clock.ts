import { createContext } from 'react';

/** The list's clock, read by the cards' countdowns only: a tick redraws the times, not every card. */
export const RaffleListClock = createContext(0);
