import { validateAnalyticsEvent, validateCollectedEvent } from '../events';

const item = { item_id: '12', item_name: '서울 호텔', item_category: 'stay' };

describe('validateAnalyticsEvent (GA4-shaped payloads)', () => {
  it('accepts each documented event', () => {
    expect(validateAnalyticsEvent({ name: 'login', params: { method: 'kakao' } })).toEqual([]);
    expect(validateAnalyticsEvent({ name: 'sign_up', params: { method: 'email' } })).toEqual([]);
    expect(validateAnalyticsEvent({ name: 'search', params: { city_code: 'SEL', check_in_date: '2026-05-01', check_out_date: '2026-05-02', adults: 2, children: 0, rooms: 1 } })).toEqual([]);
    expect(validateAnalyticsEvent({ name: 'view_item', params: { currency: 'KRW', value: 120000, items: [item] } })).toEqual([]);
    expect(validateAnalyticsEvent({ name: 'wish', params: { wished: true, items: [item] } })).toEqual([]);
    expect(validateAnalyticsEvent({ name: 'book', params: { transaction_id: 'A123', currency: 'KRW', value: 99000, items: [{ ...item, quantity: 1 }] } })).toEqual([]);
    expect(validateAnalyticsEvent({ name: 'page_view', params: { page_path: '/events/3', page_kind: 'event' } })).toEqual([]);
  });

  it('names the wrong fields and refuses unknown names and params', () => {
    expect(validateAnalyticsEvent({ name: 'purchase', params: {} })).toEqual(['name']);
    expect(validateAnalyticsEvent({ name: 'login', params: { method: 'naver' } })).toEqual(['params.method']);
    expect(validateAnalyticsEvent({ name: 'login', params: { method: 'email', email: 'a@b.c' } })).toEqual(['params.email']);
    expect(validateAnalyticsEvent({ name: 'view_item', params: { currency: 'USD', value: -1, items: [] } })).toEqual(['params.currency', 'params.value', 'params.items']);
    expect(validateAnalyticsEvent({ name: 'wish', params: { wished: 'yes', items: [{ ...item, item_id: 'x' }] } })).toEqual(['params.wished', 'params.items.0.item_id']);
    expect(validateAnalyticsEvent({ name: 'page_view', params: { page_path: 'https://evil.example' } })).toEqual(['params.page_path']);
    expect(validateAnalyticsEvent(null)).toEqual(['event']);
  });

  it('checks the collected envelope: time and session id', () => {
    const ok = { name: 'login', params: { method: 'email' }, at: '2026-05-01T01:00:00.000Z', sessionId: 'abcdefgh12' };
    expect(validateCollectedEvent(ok)).toEqual([]);
    expect(validateCollectedEvent({ ...ok, at: 'yesterday', sessionId: 'short', extra: 1 })).toEqual(['extra', 'at', 'sessionId']);
  });
});
