// Every customer-centre string exists in ko, en and ja: each feature's namespace and the centre's own.
import { missingKeys } from '@stay/shared';
import { chatDeskMessages } from '../../../features/chat/i18n';
import { faqMessages } from '../../../features/faq/i18n';
import { funnelMessages } from '../../../features/funnel/i18n';
import { inquiriesMessages } from '../../../features/inquiries/i18n';
import { noticesMessages } from '../../../features/notices/i18n';
import { policiesMessages } from '../../../features/policies/i18n';
import { staffMessages } from '../../../features/staff/i18n';
import { supportMessages } from '..';

it.each([
  ['support', supportMessages],
  ['support-chat', chatDeskMessages],
  ['support-faq', faqMessages],
  ['support-funnel', funnelMessages],
  ['support-inquiries', inquiriesMessages],
  ['support-notices', noticesMessages],
  ['support-policies', policiesMessages],
  ['support-staff', staffMessages],
])('namespace %s has every key in ko, en and ja', (_ns, bundle) => {
  expect(missingKeys(bundle)).toEqual([]);
});
