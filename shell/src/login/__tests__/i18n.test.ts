import { missingKeys } from '@stay/shared';
import { loginBundle } from '../i18n';

it('has every login string in ko, en and ja', () => {
  expect(missingKeys(loginBundle)).toEqual([]);
});
