import { setPageMeta } from '@stay/shared';
import { act, renderHook } from '@testing-library/react';
import { useLocale } from '../../layout/__tests__/test-utils';
import { applyPageMeta, canonicalUrl, usePageMetaFromBus } from '../page-meta';

const meta = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

beforeEach(() => useLocale('en'));

describe('applyPageMeta', () => {
  it('suffixes the page title with the site name', () => {
    applyPageMeta({ title: 'FAQ', path: '/en/faq' });
    expect(document.title).toBe('FAQ | AwesomeStay');
    expect(meta('og:title')).toBe('FAQ | AwesomeStay');
  });

  it('uses the site name alone and the default description by default', () => {
    applyPageMeta({ path: '/en' });
    expect(document.title).toBe('AwesomeStay');
    expect(meta('description')).toBe('Premium accommodations worldwide at their original price');
    expect(meta('og:description')).toBe(meta('description'));
  });

  it('translates the site name and description (ko)', () => {
    useLocale('ko');
    applyPageMeta({ title: '자주 묻는 질문', path: '/faq' });
    expect(document.title).toBe('자주 묻는 질문 | 어썸스테이');
    expect(meta('description')).toBe('전 세계 프리미엄 숙소를 원가로 만나보세요');
    expect(meta('og:locale')).toBe('ko_KR');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('points canonical and og:url at the path without its query', () => {
    applyPageMeta({ path: '/en/search?cityCode=SEL&adtCnt=2#map' });
    expect(canonical()).toBe('http://localhost/en/search');
    expect(meta('og:url')).toBe('http://localhost/en/search');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('sets Open Graph tags, with the image made absolute', () => {
    applyPageMeta({ title: 'Hotel', description: 'Sea view', image: '/images/p1.jpg', path: '/en/products/1' });
    expect(meta('og:description')).toBe('Sea view');
    expect(meta('og:image')).toBe('http://localhost/images/p1.jpg');
    // Messengers show no SVG: a catalogue picture is shared as its PNG preview.
    applyPageMeta({ title: 'Hotel', image: '/media/img/beach/702.svg', path: '/en/products/1' });
    expect(meta('og:image')).toBe('http://localhost/media/preview/beach/702.png');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:locale')).toBe('en_US');
    applyPageMeta({ path: '/en' });
    expect(meta('og:image')).toBeUndefined();
  });

  it('adds noindex only on request and removes it otherwise', () => {
    applyPageMeta({ path: '/en/mypage', noindex: true });
    expect(meta('robots')).toBe('noindex');
    applyPageMeta({ path: '/en/faq' });
    expect(meta('robots')).toBeUndefined();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('canonicalUrl', () => {
  it('keeps the root path', () => {
    expect(canonicalUrl('/?a=1', 'https://awesomestay.example')).toBe('https://awesomestay.example/');
  });
});

describe('usePageMetaFromBus', () => {
  it('applies defaults on a path change and what a remote sets on the bus', () => {
    window.history.replaceState(null, '', '/en/notice');
    const { rerender } = renderHook(({ path }) => usePageMetaFromBus(path), { initialProps: { path: '/en/notice' } });
    expect(document.title).toBe('AwesomeStay');

    act(() => setPageMeta({ title: 'Notices', noindex: true }));
    expect(document.title).toBe('Notices | AwesomeStay');
    expect(meta('robots')).toBe('noindex');

    // Same path re-rendered: the remote's meta is kept.
    rerender({ path: '/en/notice' });
    expect(document.title).toBe('Notices | AwesomeStay');

    window.history.replaceState(null, '', '/en/faq');
    rerender({ path: '/en/faq' });
    expect(document.title).toBe('AwesomeStay');
    expect(meta('robots')).toBeUndefined();
    expect(canonical()).toBe('http://localhost/en/faq');
    window.history.replaceState(null, '', '/');
  });
});
