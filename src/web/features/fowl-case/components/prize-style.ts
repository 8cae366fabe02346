/** One colour per prize, rarest warmest: the strip tiles and the odds table share them. */
export const prizeTileClass: readonly string[] = [
  'border-slate-400/50 bg-slate-400/10 text-slate-200',
  'border-emerald-400/50 bg-emerald-400/10 text-emerald-200',
  'border-sky-400/50 bg-sky-400/10 text-sky-200',
  'border-violet-400/50 bg-violet-400/10 text-violet-200',
  'border-pink-400/50 bg-pink-400/10 text-pink-200',
  'border-red-400/60 bg-red-400/15 text-red-200',
  'border-amber-300/70 bg-amber-300/20 text-amber-100',
];

export const prizeClass = (index: number): string => prizeTileClass[index] ?? prizeTileClass[0]!;
