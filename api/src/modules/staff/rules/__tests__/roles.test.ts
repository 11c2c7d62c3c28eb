import { isStaffRole, mayDo, normaliseRoles } from '../roles';

describe('staff roles', () => {
  it('the agent answers inquiries and chat but does not schedule membership prices', () => {
    expect(mayDo(['agent'], 'inquiries')).toBe(true);
    expect(mayDo(['agent'], 'chat')).toBe(true);
    expect(mayDo(['agent'], 'membershipPrices')).toBe(false);
  });

  it('the pricing admin schedules prices but does not read the inquiry queue', () => {
    expect(mayDo(['pricing'], 'membershipPrices')).toBe(true);
    expect(mayDo(['pricing'], 'inquiries')).toBe(false);
    expect(mayDo(['pricing'], 'chat')).toBe(false);
  });

  it('one member may hold several roles; a plain member holds none', () => {
    expect(mayDo(['agent', 'pricing'], 'membershipPrices')).toBe(true);
    expect(mayDo(['agent', 'pricing'], 'inquiries')).toBe(true);
    expect(mayDo([], 'inquiries')).toBe(false);
    expect(mayDo(['content', 'operator'], 'membershipPrices')).toBe(false);
  });

  it('lists roles in a fixed order, once each, dropping unknown names', () => {
    expect(normaliseRoles(['pricing', 'agent', 'agent', 'admin'])).toEqual(['agent', 'pricing']);
    expect(isStaffRole('pricing')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
  });
});
