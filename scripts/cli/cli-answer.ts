/**
 * What a command-line tool of ours answers to one input: its exit code and what it writes. The
 * tools are a pure function of their input and a shell that reads stdin (runOnStdin), so their
 * tests call the function in-process and spawn the real tool only to prove the shell.
 */
export type CliAnswer = { code: number; out: string; err: string };

export async function runOnStdin(answer: (text: string) => CliAnswer) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const { code, out, err } = answer(Buffer.concat(chunks).toString('utf8'));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
