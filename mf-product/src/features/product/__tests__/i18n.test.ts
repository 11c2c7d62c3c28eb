// Every string of the page exists in ko, en and ja.
import { missingKeys } from '@stay/shared';
import { detailMessages } from '../i18n';

test('the product page strings are complete in ko, en and ja', () => {
  expect(missingKeys(detailMessages)).toEqual([]);
});
