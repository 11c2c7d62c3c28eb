// Every string of the membership remote exists in ko, en and ja: each feature's namespace and its own.
import { missingKeys } from '@stay/shared';
import { awesomeMessages } from '../../../features/awesome/i18n';
import { benefitMallMessages } from '../../../features/benefit-mall/i18n';
import { membershipMessages } from '..';

it.each([
  ['membership', membershipMessages],
  ['membership-awesome', awesomeMessages],
  ['membership-benefit-mall', benefitMallMessages],
])('namespace %s has every key in ko, en and ja', (_ns, bundle) => {
  expect(missingKeys(bundle)).toEqual([]);
});
