// A minimal built site for tests of the site plugin: a shell index.html (with a source map beside
// its script) in a temporary repository root.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function fakeSite(): Promise<{ repo: string; remove(): Promise<void> }> {
  const repo = await fs.mkdtemp(path.join(os.tmpdir(), 'stay-site-'));
  await fs.mkdir(path.join(repo, 'shell/dist'), { recursive: true });
  await fs.writeFile(path.join(repo, 'shell/dist/index.html'), '<html lang="ko"><head><title>x</title></head><body><script defer src="/main.js"></script></body></html>');
  await fs.writeFile(path.join(repo, 'shell/dist/main.js'), 'console.log(1)');
  await fs.writeFile(path.join(repo, 'shell/dist/main.js.map'), '{"version":3}');
  return { repo, remove: () => fs.rm(repo, { recursive: true, force: true }) };
}
