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

/** Where a zone's probe lives (a folder or a glob from the root) and where its import points (a folder). */
interface ZonePair {
  target: string;
  from: string;
}

/** One thing a probe must prove: a zone's target and source, or one entry of one config block. */
interface Requirement {
  rule: BoundaryRule;
  name: string;
  /** The message the rule reports for this entry, when it has its own. */
  message?: string;
  /** For a config entry: the block whose options the probe's path must get. */
  block?: number;
  /** For a zone: the pairs it stands for; a zone stamped out per feature or module has one per instance, and any one proves it. */
  pairs?: ZonePair[];
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
const isGlob = (path: string) => /[*?{}()!]/.test(path);

/**
 * The template a zone was stamped from: one zone per web feature (its target is the
 * feature) or per server module (its source is the module), with the name replaced,
 * so that the instances share one requirement and any one's probe proves it.
 */
function templateOf({ target, from }: ZonePair): ZonePair {
  const feature = /^src\/web\/features\/([^/]+)$/.exec(target)?.[1];
  const module = /^src\/server\/modules\/([^/]+)$/.exec(from)?.[1];
  const [name, placeholder] = feature ? [feature, '<feature>'] : module ? [module, '<module>'] : [];
  if (!name) return { target, from };
  const segment = new RegExp(`(?<=[/(])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[/)])`, 'g');
  return { target: target.replace(segment, placeholder!), from: from.replace(segment, placeholder!) };
}

function requirementsOf(blocks: Block[]): Requirement[] {
  const requirements: Requirement[] = [];
  const zoneRequirements = new Map<string, Requirement>();
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
              const template = templateOf({ target, from });
              const name = `${template.target} <- ${template.from}: ${zone.message}`;
              const known = zoneRequirements.get(name);
              if (known) {
                known.pairs!.push({ target, from });
                continue;
              }
              const requirement: Requirement = { rule, name, message: zone.message, pairs: [{ target, from }] };
              zoneRequirements.set(name, requirement);
              requirements.push(requirement);
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

/**
 * Whether a probe proves a requirement: the rule fired with that entry's message, where
 * that entry applies (a config entry: its block is the one the probe's path gets; a zone:
 * the probe sits in the target and its import resolves into the source).
 */
async function proves(fired: Fired, requirement: Requirement, within: (path: string, target: string) => Promise<boolean>): Promise<boolean> {
  const hits = fired.messages.filter((m) => m.ruleId === requirement.rule && (!requirement.message || m.message.includes(requirement.message)));
  if (hits.length === 0) return false;
  if (requirement.block !== undefined) return fired.blockOf[requirement.rule] === requirement.block;
  const lintAs = fired.probe.lintAs;
  const imported = hits
    .map((hit) => /^Unexpected path "([^"]+)"/.exec(hit.message)?.[1])
    .filter((path) => path !== undefined)
    .map((path) => relative(root, resolve(root, dirname(lintAs), path)));
  for (const { target, from } of requirement.pairs!) {
    if (imported.some((path) => isUnder(path, from)) && (await within(lintAs, target))) return true;
  }
  return false;
}

describe('boundaries the linter enforces', () => {
  const eslint = new ESLint({ cwd: root });
  let blocks: Block[] = [];
  const fired = new Map<string, Fired>();

  // ESLint answers which paths a glob takes, with the matcher the config itself uses.
  // One instance per glob set (a block's files, a zone's target), asked for every probe.
  const matchers = new Map<string, ESLint>();
  function matcherFor(files: NonNullable<Linter.Config['files']>, ignores?: string[]): ESLint {
    const key = JSON.stringify([files, ignores]);
    let matcher = matchers.get(key);
    if (!matcher) {
      const probeConfig: Linter.Config = { files, rules: { 'no-debugger': 'error' } };
      if (ignores) probeConfig.ignores = ignores;
      matcher = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [probeConfig] });
      matchers.set(key, matcher);
    }
    return matcher;
  }
  async function matches(matcher: ESLint, path: string): Promise<boolean> {
    const config = (await matcher.calculateConfigForFile(join(root, path))) as Linter.Config | undefined;
    return config?.rules?.['no-debugger'] !== undefined;
  }

  /** Whether a config block applies to a path, asked of ESLint itself (globs, extglobs and ignores alike). */
  const applies = (block: Block, path: string) => matches(matcherFor(block.files ?? ['**/*.{ts,tsx}'], block.ignores), path);
  /** Whether a path is in a zone's target: a folder, or a glob (the module zones' extglobs). */
  const within = async (path: string, target: string) => (isGlob(target) ? matches(matcherFor([target]), path) : isUnder(path, target));

  beforeAll(async () => {
    const config = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { default: Linter.Config[] };
    blocks = config.default
      .map((c, index) => ({ index, files: c.files, ignores: c.ignores, rules: c.rules ?? {} }))
      .filter((b) => Object.keys(b.rules).some((rule) => (boundaryRules as readonly string[]).includes(rule)));
    await Promise.all(
      probes.map(async (probe) => {
        const [result] = await eslint.lintText(probe.source, { filePath: join(root, probe.lintAs) });
        const blockOf: Fired['blockOf'] = {};
        for (const block of blocks) {
          if (!(await applies(block, probe.lintAs))) continue;
          // Later blocks override earlier ones, rule by rule.
          for (const rule of boundaryRules) if (block.rules[rule] !== undefined) blockOf[rule] = block.index;
        }
        fired.set(probe.file, { probe, messages: result!.messages, blockOf });
      }),
    );
  }, 60_000);

  it.each(probes.map((p) => [p.file, p] as const))('%s fails lint', (file, probe) => {
    const messages = fired.get(file)!.messages;
    expect(
      messages.map((m) => m.ruleId),
      messages.map((m) => m.message).join('\n'),
    ).toContain(probe.mustFail);
  });

  it('every zone, pattern and selector of the boundary rules has a probe that trips it', async () => {
    const requirements = requirementsOf(blocks);
    expect(requirements.length).toBeGreaterThan(20);
    const unproven: string[] = [];
    for (const requirement of requirements) {
      let proven = false;
      for (const f of fired.values()) if (!proven) proven = await proves(f, requirement, within);
      if (!proven) unproven.push(requirement.name);
    }
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
