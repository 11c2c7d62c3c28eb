import { missingKeys } from '@stay/shared';
import { supportMessages } from '../i18n';

test('every customer-centre string exists in ko, en and ja', () => {
  expect(missingKeys(supportMessages)).toEqual([]);
});
