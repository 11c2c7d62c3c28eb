import { execFileSync } from 'node:child_process';
import path from 'node:path';

describe('cluster bus (API_WORKERS > 1)', () => {
  it('passes a worker\'s event to the other worker, not back to itself', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/cluster-bus-run.ts')], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    // Worker 1 published (it has acted already, so it must not hear itself); worker 2 heard it.
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ 1: false, 2: true });
  }, 40_000);
});
