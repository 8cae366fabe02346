import { runCli } from './run';

// `npm run admin -- <command>`: what an operator does without the web portal.

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  io: { out: (text) => process.stdout.write(`${text}\n`), err: (text) => process.stderr.write(`${text}\n`), readStdin },
});
