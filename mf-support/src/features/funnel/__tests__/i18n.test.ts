import { missingKeys } from '@stay/shared';
import { funnelMessages } from '../i18n';

test('the funnel report strings are complete in ko, en and ja', () => {
  expect(missingKeys(funnelMessages)).toEqual([]);
});
