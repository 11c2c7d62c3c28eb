// Where the API package and the repository are, found by walking up from this file: the same answer
// whether the API runs from source (tsx) or from its compiled bundle in api/dist.
import fs from 'node:fs';
import path from 'node:path';

function findUp(from: string, match: (pkg: { name?: string; workspaces?: unknown }) => boolean): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      if (match(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')))) return dir;
    } catch {
      // no package.json here
    }
    if (path.dirname(dir) === dir) throw new Error(`no matching package.json above ${from}`);
  }
}

export const apiRoot = findUp(__dirname, (pkg) => pkg.name === '@stay/api');
export const repoRoot = findUp(apiRoot, (pkg) => Array.isArray(pkg.workspaces));
