import path from 'node:path';
import { loadEnv, repoRoot } from '../env';

describe('loadEnv', () => {
  it('reads a relative DATA_DIR from the repository root, wherever the server was started', () => {
    expect(loadEnv({ DATA_DIR: '.data-e2e' }).dataDir).toBe(path.join(repoRoot, '.data-e2e'));
    expect(loadEnv({ DATA_DIR: '/tmp/stay-data' }).dataDir).toBe('/tmp/stay-data');
    expect(loadEnv({}).dataDir).toBe(path.join(repoRoot, '.data'));
  });

  it('runs one API process unless told otherwise', () => {
    expect(loadEnv({}).workers).toBe(1);
    expect(loadEnv({ API_WORKERS: '2' }).workers).toBe(2);
    expect(() => loadEnv({ API_WORKERS: 'two' })).toThrow();
  });

  it('keeps no metrics unless METRICS_TOKEN is set (a blank one counts as unset)', () => {
    expect(loadEnv({}).metricsToken).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: ' s3cret ' }).metricsToken).toBe('s3cret');
  });
});
