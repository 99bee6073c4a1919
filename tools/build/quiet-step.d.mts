interface Writable {
  write(text: string): unknown;
}

export function runQuietly(
  command: string,
  args: readonly string[],
  failure: string,
  output?: { stdout: Writable; stderr: Writable },
): boolean;
