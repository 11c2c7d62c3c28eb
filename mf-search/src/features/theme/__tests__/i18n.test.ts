import { missingKeys } from '@stay/shared';
import { themeMessages } from '../i18n';

test('the theme page strings are complete in ko, en and ja', () => {
  expect(missingKeys(themeMessages)).toEqual([]);
});
