// lint as: src/server/modules/raffles/probe.ts
// must fail: @typescript-eslint/consistent-type-imports
// A type reached through import('…') is not an import the path rule sees; `import type` is.
export type Probe = import('../ledger/ledger.repository').LedgerRepository;
