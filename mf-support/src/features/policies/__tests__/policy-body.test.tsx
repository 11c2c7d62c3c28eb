// A policy's body as the reader sees it: the sections as headings under the document's title with a
// table of contents that links to them, lists, tables with their column names, the note on the
// translation first; an old plain text stays its paragraphs; markup in the text stays text.
import { render, screen, within } from '@testing-library/react';
import { harness } from '../../../__tests__/support/setup';
import { PolicyBody, sectionId } from '../components/policy-body';

const BODY = [
  '> The Korean text is the legally binding version.',
  '',
  '## Article 1 (Purpose) {#purpose}',
  'Why we process personal information.',
  '',
  '## Article 2 (Items) {#items}',
  '### 1. Sign-up {#items-signup}',
  '- E-mail address',
  '- Password',
  '',
  '## Article 3 (Retention) {#retention}',
  '| Record | Period |',
  '|---|---|',
  '| Contracts | 5 years |',
  '',
  '## Article 4 (Officer) {#officer}',
  'Write to privacy@awesomestay.kr or see https://privacy.kisa.or.kr.',
].join('\n');

let done: () => void;
beforeEach(() => {
  ({ done } = harness('en'));
});
afterEach(() => done());

test('draws sections under the title, with contents that link to them', () => {
  render(<PolicyBody body={BODY} version="v3.0" />);
  const toc = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(toc).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(['Article 1 (Purpose)', 'Article 2 (Items)', 'Article 3 (Retention)', 'Article 4 (Officer)']);
  expect(links[2]).toHaveAttribute('href', `#${sectionId('retention')}`);

  const section = screen.getByRole('heading', { level: 3, name: 'Article 3 (Retention)' });
  expect(section).toHaveAttribute('id', 'policy-retention');
  expect(screen.getByRole('heading', { level: 4, name: '1. Sign-up' })).toHaveAttribute('id', 'policy-items-signup');

  // The note on the translation comes before the contents.
  const note = screen.getByText('The Korean text is the legally binding version.');
  expect(note.compareDocumentPosition(toc) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('lists, tables with their column names, and links only for addresses', () => {
  render(<PolicyBody body={BODY} version="v3.0" />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['E-mail address', 'Password']));
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Record', 'Period']);
  expect(within(table).getByRole('cell', { name: /5 years/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'privacy@awesomestay.kr' })).toHaveAttribute('href', 'mailto:privacy@awesomestay.kr');
  expect(screen.getByRole('link', { name: 'https://privacy.kisa.or.kr' })).toHaveAttribute('href', 'https://privacy.kisa.or.kr');
});

test('a text written before the format stays its paragraphs, with no contents', () => {
  const { container } = render(<PolicyBody body={'1. What we collect\nName and e-mail.\n\n2. Why\nTo process bookings.'} version="v1.0" />);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByRole('heading')).toBeNull();
  expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['1. What we collect\nName and e-mail.', '2. Why\nTo process bookings.']);
});

test('markup in the text is shown as text, never run', () => {
  const { container } = render(<PolicyBody body={'## <img src=x onerror=alert(1)> {#x}\n<script>alert(1)</script>\n- <b>bold</b>\n[link](javascript:alert(1))'} version="v9" />);
  expect(container.querySelector('img, script, b')).toBeNull();
  expect(container.querySelectorAll('a')).toHaveLength(0);
  expect(screen.getByText('<script>alert(1)</script>', { exact: false })).toBeInTheDocument();
});
