// The schema as one object for drizzle's typed client and drizzle-kit.
export * from './accounts';
export * from './ledger';
export * from './admin';
export * from './fairness';
export * from './games';
export * from './raffles';
export * from './community';
export * from './payments';
export * from './plinko-coop';
export * from './feed';
export * from './play-limits';
export * from './support';
export * from './chat';
