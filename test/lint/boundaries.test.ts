// Each boundary rule of the house is proven by a probe that breaks it: if a rule
// stops firing (a config edit, a plugin upgrade, a moved folder), this fails. The
// list of what must be proven is read from eslint.config.js itself, so a zone,
// pattern or selector added there without a probe fails here too.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const probesDir = join(import.meta.dirname, 'probes');

interface Probe {
  file: string;
  source: string;
  /** Where the probe pretends to live: the rules depend on the path. */
  lintAs: string;
  mustFail: string;
}

function readProbe(file: string): Probe {
  const source = readFileSync(join(probesDir, file), 'utf8');
  const lintAs = /^\/\/ lint as: (.+)$/m.exec(source)?.[1];
  const mustFail = /^\/\/ must fail: (.+)$/m.exec(source)?.[1];
  if (!lintAs || !mustFail) throw new Error(`${file} needs "// lint as:" and "// must fail:" lines`);
  return { file, source, lintAs, mustFail };
}

const probes = readdirSync(probesDir)
  .filter((name) => /\.tsx?$/.test(name))
  .map(readProbe);

/** The rules that draw the house's boundaries; each of their entries needs a probe. */
const boundaryRules = ['import-x/no-restricted-paths', 'import-x/no-nodejs-modules', 'no-restricted-imports', 'no-restricted-syntax'] as const;
type BoundaryRule = (typeof boundaryRules)[number];

interface Block {
  index: number;
  files?: Linter.Config['files'];
  ignores?: string[];
  rules: Partial<Record<string, Linter.RuleEntry>>;
}

interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

/** One thing a probe must prove: a zone's target and source, or one entry of one config block. */
interface Requirement {
  rule: BoundaryRule;
  name: string;
  /** The message the rule reports for this entry, when it has its own. */
  message?: string;
  /** For a config entry: the block whose options the probe's path must get. */
  block?: number;
  /** For a zone: where the probe lives and where its import points (folders from the root). */
  target?: string;
  from?: string;
  /** A zone stamped out once per web feature: any feature's probe proves the template. */
  perFeature?: boolean;
}

interface Fired {
  probe: Probe;
  messages: Linter.LintMessage[];
  /** Per boundary rule, the config block whose options apply at the probe's path. */
  blockOf: Partial<Record<BoundaryRule, number>>;
}

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const folder = (path: string) => path.replace(/^\.\//, '').replace(/\/$/, '');
const isUnder = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);
const optionsOf = (entry: Linter.RuleEntry | undefined) => (Array.isArray(entry) ? entry.slice(1) : []) as unknown[];
const featureZone = /^src\/web\/features\/[^/]+$/;

function requirementsOf(blocks: Block[]): Requirement[] {
  const requirements: Requirement[] = [];
  const seenZones = new Set<string>();
  for (const block of blocks) {
    for (const rule of boundaryRules) {
      const entry = block.rules[rule];
      if (entry === undefined || entry === 'off' || entry === 0) continue;
      const [options] = optionsOf(entry);
      if (rule === 'import-x/no-restricted-paths') {
        // The same zones sit in two blocks (tests beside the code get all but one): prove each once.
        for (const zone of (options as { zones: Zone[] }).zones) {
          for (const target of asList(zone.target).map(folder)) {
            for (const from of asList(zone.from).map(folder)) {
              const perFeature = featureZone.test(target);
              const name = `${perFeature ? 'src/web/features/<feature>' : target} <- ${from}: ${zone.message}`;
              if (seenZones.has(name)) continue;
              seenZones.add(name);
              requirements.push({ rule, name, message: zone.message, target, from, perFeature });
            }
          }
        }
      } else if (rule === 'import-x/no-nodejs-modules') {
        requirements.push({ rule, name: `${rule} in block ${block.index} (${JSON.stringify(block.files)})`, block: block.index });
      } else {
        const entries: { message?: string }[] =
          rule === 'no-restricted-imports' ? (options as { patterns: { message?: string }[] }).patterns : (optionsOf(entry) as { message?: string }[]);
        const messages = entries.map((e) => e.message);
        expect(new Set(messages).size, `${rule} in block ${block.index}: every entry needs its own message, so a probe can tell them apart`).toBe(
          messages.length,
        );
        for (const { message } of entries) {
          expect(message, `${rule} in block ${block.index}: every entry needs a message`).toBeTruthy();
          requirements.push({ rule, name: `${rule} in block ${block.index} (${JSON.stringify(block.files)}): ${message}`, message, block: block.index });
        }
      }
    }
  }
  return requirements;
}

/** Whether a probe proves a requirement: the rule fired with that entry's message, where that entry applies. */
function proves(fired: Fired, requirement: Requirement): boolean {
  const hits = fired.messages.filter((m) => m.ruleId === requirement.rule && (!requirement.message || m.message.includes(requirement.message)));
  if (hits.length === 0) return false;
  if (requirement.block !== undefined) return fired.blockOf[requirement.rule] === requirement.block;
  const lintAs = fired.probe.lintAs;
  const inTarget = requirement.perFeature ? /^src\/web\/features\/[^/]+\//.test(lintAs) : isUnder(lintAs, requirement.target!);
  return (
    inTarget &&
    hits.some((hit) => {
      const imported = /^Unexpected path "([^"]+)"/.exec(hit.message)?.[1];
      return imported !== undefined && isUnder(relative(root, resolve(root, dirname(lintAs), imported)), requirement.from!);
    })
  );
}

describe('boundaries the linter enforces', () => {
  const eslint = new ESLint({ cwd: root });
  let blocks: Block[] = [];
  const fired = new Map<string, Fired>();

  /** Whether a config block applies to a path, asked of ESLint itself (globs, extglobs and ignores alike). */
  async function applies(block: Block, path: string): Promise<boolean> {
    const probeConfig: Linter.Config = { files: block.files ?? ['**/*.{ts,tsx}'], rules: { 'no-debugger': 'error' } };
    if (block.ignores) probeConfig.ignores = block.ignores;
    const matcher = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [probeConfig] });
    const config = (await matcher.calculateConfigForFile(join(root, path))) as Linter.Config | undefined;
    return config?.rules?.['no-debugger'] !== undefined;
  }

  beforeAll(async () => {
    const config = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { default: Linter.Config[] };
    blocks = config.default
      .map((c, index) => ({ index, files: c.files, ignores: c.ignores, rules: c.rules ?? {} }))
      .filter((b) => Object.keys(b.rules).some((rule) => (boundaryRules as readonly string[]).includes(rule)));
    for (const probe of probes) {
      const [result] = await eslint.lintText(probe.source, { filePath: join(root, probe.lintAs) });
      const blockOf: Fired['blockOf'] = {};
      for (const rule of boundaryRules) {
        for (const block of blocks) if (block.rules[rule] !== undefined && (await applies(block, probe.lintAs))) blockOf[rule] = block.index;
      }
      fired.set(probe.file, { probe, messages: result!.messages, blockOf });
    }
  }, 60_000);

  it.each(probes.map((p) => [p.file, p] as const))('%s fails lint', (file, probe) => {
    const messages = fired.get(file)!.messages;
    expect(
      messages.map((m) => m.ruleId),
      messages.map((m) => m.message).join('\n'),
    ).toContain(probe.mustFail);
  });

  it('every zone, pattern and selector of the boundary rules has a probe that trips it', () => {
    const requirements = requirementsOf(blocks);
    expect(requirements.length).toBeGreaterThan(20);
    const unproven = requirements.filter((requirement) => ![...fired.values()].some((f) => proves(f, requirement))).map((r) => r.name);
    expect(unproven, 'add a probe under test/lint/probes/ for each').toEqual([]);
  });

  it('every restriction rule in the config is one this test knows', () => {
    const restrictions = new Set(blocks.flatMap((b) => Object.keys(b.rules)).filter((rule) => /no-restricted|no-nodejs-modules/.test(rule)));
    expect([...restrictions].sort()).toEqual([...boundaryRules].sort());
  });
});

describe('no import cycles', () => {
  const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };

  it('the cycle check is the only dependency-cruiser rule, and the cycle probe proves it', () => {
    expect(config.forbidden.map((rule) => rule.name)).toEqual(['no-circular']);
  });

  it('a cycle through type-only imports fails the cycle check', async () => {
    const { output } = await cruise([join(probesDir, 'cycle')], {
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      tsPreCompilationDeps: true,
    });
    const violations = (output as ICruiseResult).summary.violations;
    expect(violations.map((v) => v.rule.name)).toContain('no-circular');
  });
});
