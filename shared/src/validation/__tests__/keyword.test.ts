import { isSendableKeyword } from '../keyword';

describe('isSendableKeyword (SPEC §5 keyword input)', () => {
  it.each(['', '   ', '서울', '오사', '서울특별시', 'tokyo', 'A&B', 'New York 2', '제주 호텔', '東京'])('sends %p', (text) => {
    expect(isSendableKeyword(text)).toBe(true);
  });

  it.each(['ㅅ', '서ㅇ', 'ㅏ', 'tokyo!', 'a@b', '서울?', 'hotel-1', '<script>'])('does not send %p', (text) => {
    expect(isSendableKeyword(text)).toBe(false);
  });
});
