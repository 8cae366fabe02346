// The deploy files operators copy (deploy/fowls.service, deploy/fowls.env.example,
// deploy/nginx.conf) stay true to the code: the example names every variable config.ts
// reads and none it does not, its values parse, the unit gives the graceful stop the time
// the README asks for, and no proxied location of the nginx file drops a header the app
// relies on. test/system/nginx.test.ts runs the nginx file for real when nginx is installed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The top-level keys of envSchema in config.ts: the variables the server reads. */
function variablesConfigReads(): string[] {
  const source = read('src/server/config.ts');
  const start = source.indexOf('const envSchema = z.object({');
  const end = source.indexOf('\n});', start);
  expect(start, 'envSchema not found in config.ts').toBeGreaterThan(-1);
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** KEY=value lines of the example, comments and blank lines aside. */
function exampleEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of read('deploy/fowls.env.example').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    expect(match, `not a KEY=value line: ${line}`).not.toBeNull();
    expect(entries, `${match![1]} appears twice`).not.toHaveProperty(match![1]!);
    entries[match![1]!] = match![2]!;
  }
  return entries;
}

interface NginxBlock {
  name: string;
  directives: string[];
  children: NginxBlock[];
}

/** nginx's configuration as nested blocks of directives, comments dropped, quoted text kept whole. */
function parseNginx(text: string): NginxBlock {
  const top: NginxBlock = { name: 'main', directives: [], children: [] };
  const stack = [top];
  let statement = '';
  let quote: string | null = null;
  let comment = false;
  for (const ch of text) {
    if (comment) {
      comment = ch !== '\n';
    } else if (quote) {
      statement += ch;
      if (ch === quote) quote = null;
    } else if (ch === '#') {
      comment = true;
    } else if (ch === '"' || ch === "'") {
      statement += ch;
      quote = ch;
    } else if (ch === '{') {
      const block: NginxBlock = { name: statement.trim().replace(/\s+/g, ' '), directives: [], children: [] };
      stack.at(-1)!.children.push(block);
      stack.push(block);
      statement = '';
    } else if (ch === ';') {
      stack.at(-1)!.directives.push(statement.trim().replace(/\s+/g, ' '));
      statement = '';
    } else if (ch === '}') {
      expect(stack.length, 'a } closes nothing').toBeGreaterThan(1);
      stack.pop();
    } else {
      statement += ch;
    }
  }
  expect(stack.length, 'a block is left open').toBe(1);
  return top;
}

const allBlocks = (block: NginxBlock): NginxBlock[] => [block, ...block.children.flatMap(allBlocks)];

describe('deploy files', () => {
  // Catches: a variable added to config.ts that operators never learn of, or one the example still names after the code dropped it.
  it('the example environment names exactly the variables config.ts reads', () => {
    const reads = variablesConfigReads();
    expect(reads.length).toBeGreaterThan(20);
    expect(Object.keys(exampleEntries()).sort()).toEqual([...reads].sort());
  });

  // Catches: an example value the server would refuse at start (a wrong format, a stale default).
  it("the example's values parse as the server parses them", () => {
    expect(() => parseEnv(exampleEntries())).not.toThrow();
  });

  // Catches: a unit that kills the process mid-stop, reads another environment file, or cannot write DATA_DIR.
  it('the systemd unit reads the example as its environment file, waits for the graceful stop and may write DATA_DIR', () => {
    const unit = read('deploy/fowls.service');
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/fowls\/fowls\.env$/m);
    // The graceful stop takes at most 20 s (main.ts); the README asks for at least 25 s.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThanOrEqual(25);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    const writable = /^ReadWritePaths=(.+)$/m.exec(unit)?.[1]?.split(/\s+/) ?? [];
    expect(writable).toContain(exampleEntries().DATA_DIR);
  });

  const nginx = () => allBlocks(parseNginx(read('deploy/nginx.conf')));

  // Catches nginx's inheritance trap: a location that sets any proxy_set_header inherits none from its server, so
  // one set at server level is dropped where a location sets Upgrade or Connection. The app then sees nginx's
  // address instead of the client's, and a client-sent X-Request-Id passes through.
  it('sets every proxy header in each proxied location of deploy/nginx.conf, and none above them', () => {
    const blocks = nginx();
    const proxied = blocks.filter((b) => b.directives.some((d) => d.startsWith('proxy_pass ')));
    expect(proxied.map((b) => b.name).sort()).toEqual(['location /', 'location /ws/']);
    for (const location of proxied) {
      expect(location.directives, location.name).toEqual(
        expect.arrayContaining([
          'proxy_set_header Host $host',
          'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for',
          'proxy_set_header X-Forwarded-Proto $scheme',
          'proxy_set_header X-Request-Id $request_id',
        ]),
      );
    }
    for (const block of blocks.filter((b) => !b.name.startsWith('location '))) {
      expect(
        block.directives.filter((d) => d.startsWith('proxy_set_header ')),
        block.name,
      ).toEqual([]);
    }
  });

  // Catches: a spelling Debian 12's nginx 1.22 refuses (`http2 on;` needs 1.25.1), /metrics open to the world,
  // an access log without the request id the app logs.
  it('deploy/nginx.conf is spelt as nginx 1.22 reads it, answers /metrics 404 and logs the request id', () => {
    const blocks = nginx();
    const directives = blocks.flatMap((b) => b.directives);
    expect(directives).not.toContain('http2 on');
    expect(directives).toContain('listen 443 ssl http2');
    expect(blocks.find((b) => b.name === 'location = /metrics')?.directives).toEqual(['return 404']);
    const format = directives.find((d) => d.startsWith('log_format fowls '));
    expect(format).toContain('$request_id');
    for (const server of blocks.filter((b) => b.name === 'server')) {
      const logs = server.directives.filter((d) => d.startsWith('access_log '));
      expect(logs.length).toBeGreaterThan(0);
      for (const log of logs) expect(log).toMatch(/ fowls$/);
    }
  });
});
