import { Route, Router, Routes } from 'react-router';
import { useRemoteRouter, type MountProps } from '@stay/shared';
import { NotFoundPage } from '../components/not-found-page';
import { FaqPage } from '../features/faq/components/faq-page';
import { NoticeListPage } from '../features/notices/components/notice-list-page';
import { NoticeDetailPage } from '../features/notices/components/notice-detail-page';
import { InquiryListPage } from '../features/inquiries/components/inquiry-list-page';
import { InquiryFormPage } from '../features/inquiries/components/inquiry-form-page';
import { InquiryDetailPage } from '../features/inquiries/components/inquiry-detail-page';
import { StaffPage } from '../features/staff/components/staff-page';
import { DeadLettersPage } from '../features/staff/components/dead-letters-page';
import { FunnelPage } from '../features/funnel/components/funnel-page';
import { PolicyPage } from '../features/policies/components/policy-page';
import { ChatPage } from '../features/inquiries/components/chat-page';
import { StaffChatPage } from '../features/chat/components/staff-chat-page';


export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/notice" element={<NoticeListPage />} />
        <Route path="/notice/:id" element={<NoticeDetailPage />} />
        <Route path="/inquiries" element={<InquiryListPage />} />
        <Route path="/inquiries/new" element={<InquiryFormPage />} />
        <Route path="/inquiries/staff" element={<StaffPage />} />
        <Route path="/inquiries/staff/funnel" element={<FunnelPage />} />
        <Route path="/inquiries/staff/chat" element={<StaffChatPage />} />
        <Route path="/inquiries/staff/messages" element={<DeadLettersPage />} />
        <Route path="/inquiries/chat" element={<ChatPage />} />
        <Route path="/inquiries/:idx" element={<InquiryDetailPage />} />
        <Route path="/policy/terms" element={<PolicyPage kind="terms" />} />
        <Route path="/policy/privacy" element={<PolicyPage kind="privacy" />} />
        <Route path="/policy/ir" element={<PolicyPage kind="ir" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Router>
  );
}
