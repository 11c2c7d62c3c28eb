// The metrics' labels stay bounded, and /metrics opens only to the exact token.
import { bearerMatches } from '../bearer';
import { limitLabel, routeLabel, UNMATCHED } from '../labels';

test('a matched route is its template; anything else is unmatched, never the raw URL', () => {
  expect(routeLabel('/api/service/content/v1/books/:orderNum')).toBe('/api/service/content/v1/books/:orderNum');
  expect(routeLabel(undefined)).toBe(UNMATCHED);
  expect(routeLabel('')).toBe(UNMATCHED);
});

test('a limit is named by its route config, else unnamed', () => {
  expect(limitLabel('login')).toBe('login');
  expect(limitLabel('deploy-reports')).toBe('deploy-reports');
  expect(limitLabel(undefined)).toBe('unnamed');
  expect(limitLabel('Login; drop')).toBe('unnamed');
});

test('bearer: only the exact token, only as a Bearer credential, and never without a token set', () => {
  expect(bearerMatches('Bearer s3cret-token', 's3cret-token')).toBe(true);
  expect(bearerMatches('bearer s3cret-token', 's3cret-token')).toBe(true);
  expect(bearerMatches('Bearer s3cret-tokem', 's3cret-token')).toBe(false);
  expect(bearerMatches('Bearer s3cret-token-longer', 's3cret-token')).toBe(false);
  expect(bearerMatches('Basic s3cret-token', 's3cret-token')).toBe(false);
  expect(bearerMatches('s3cret-token', 's3cret-token')).toBe(false);
  expect(bearerMatches('Bearer ', '')).toBe(false);
  expect(bearerMatches(undefined, 's3cret-token')).toBe(false);
  expect(bearerMatches(['Bearer s3cret-token'], 's3cret-token')).toBe(false);
  expect(bearerMatches('Bearer s3cret-token', undefined)).toBe(false);
});
