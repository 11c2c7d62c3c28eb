import { SHELL_USES } from '@stay/shared';
import { ROUTES, matchRoute } from '../route-table';

describe('route table (DESIGN §1-2)', () => {
  it.each([
    ['/', 'mf_search'],
    ['/search', 'mf_search'],
    ['/products/12', 'mf_product'],
    ['/lms/A100', 'mf_product'],
    ['/mypage', 'mf_mypage'],
    ['/mypage/awesome-cash', 'mf_mypage'],
    ['/membership/awesome/management/billing-history', 'mf_membership'],
    ['/faq', 'mf_support'],
    ['/notice', 'mf_support'],
    ['/inquiries', 'mf_support'],
    ['/policy/ir', 'mf_support'],
    ['/login', 'shell'],
  ])('%s is rendered by %s', (path, remote) => {
    expect(matchRoute(path).remote).toBe(remote);
  });

  it('matches whole segments only', () => {
    expect(matchRoute('/faqs').remote).toBe('mf_search');
    expect(matchRoute('/mypages').remote).toBe('mf_search');
  });

  it('keeps the catch-all main page last', () => {
    expect(ROUTES[ROUTES.length - 1]?.prefix).toBe('/');
    expect(ROUTES.filter((r) => r.prefix === '/')).toHaveLength(1);
  });
});

describe('the deploy contract', () => {
  it('lists every module the route table mounts, so the deploy gate protects it', () => {
    for (const r of ROUTES) {
      if (r.remote !== 'shell') expect(SHELL_USES[r.remote]).toContain(r.module);
    }
  });
});
