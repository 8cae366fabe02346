// Each boundary rule of the house is proven by a probe that breaks it: if a rule
// stops firing (a config edit, a plugin upgrade, a moved folder), this fails.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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

describe('boundaries the linter enforces', () => {
  const eslint = new ESLint({ cwd: root });

  it.each(probes.map((p) => [p.file, p] as const))('%s fails lint', async (_name, probe) => {
    const [result] = await eslint.lintText(probe.source, { filePath: join(root, probe.lintAs) });
    const fired = result!.messages.map((m) => m.ruleId);
    expect(fired, result!.messages.map((m) => m.message).join('\n')).toContain(probe.mustFail);
  });

  it('the probes cover every boundary', () => {
    expect(new Set(probes.map((p) => p.mustFail))).toEqual(
      new Set(['import-x/no-restricted-paths', 'import-x/no-nodejs-modules', 'no-restricted-imports', 'no-restricted-syntax']),
    );
  });
});

describe('no import cycles', () => {
  const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };

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
