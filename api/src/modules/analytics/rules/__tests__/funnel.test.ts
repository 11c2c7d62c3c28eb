import { funnelByDay, type FunnelInput } from '../funnel';

let t = 0;
const ev = (sessionId: string, name: string, day = '2026-05-01'): FunnelInput => ({ sessionId, name, day, occurredAt: new Date(Date.UTC(2026, 4, 1) + (t += 1000)) });

describe('funnelByDay', () => {
  it('counts sessions that reach each step in order, on the day of their search', () => {
    const rows = [
      ev('a', 'search'), ev('a', 'view_item'), ev('a', 'book'),
      ev('b', 'search'), ev('b', 'view_item'),
      ev('c', 'search'),
      ev('d', 'search', '2026-05-02'), ev('d', 'page_view', '2026-05-02'), ev('d', 'view_item', '2026-05-02'), ev('d', 'book', '2026-05-02'),
    ];
    expect(funnelByDay(rows)).toEqual([
      { day: '2026-05-02', search: 1, view_item: 1, book: 1 },
      { day: '2026-05-01', search: 3, view_item: 2, book: 1 },
    ]);
  });

  it('needs the steps in order: a view before any search, or a booking without a view, does not count', () => {
    const rows = [ev('x', 'view_item'), ev('x', 'book'), ev('y', 'search'), ev('y', 'book')];
    expect(funnelByDay(rows)).toEqual([{ day: '2026-05-01', search: 1, view_item: 0, book: 0 }]);
  });

  it('a session that never searched is not in the report', () => {
    expect(funnelByDay([ev('z', 'view_item'), ev('z', 'book')])).toEqual([]);
  });
});
