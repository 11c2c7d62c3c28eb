import { render, screen } from '@testing-library/react';
import { i18n } from '@stay/shared';
import { DemoBanner } from '../demo-banner';

describe('DemoBanner', () => {
  it('says which demo parts are on', async () => {
    await i18n.changeLanguage('en');
    render(<DemoBanner demo={{ payments: true, codes: true, login: false }} />);
    const note = screen.getByRole('complementary', { name: 'Demo notice' });
    expect(note).toHaveTextContent('This is a demo site. Payments are simulated and never charged. Verification codes are kept in a development outbox anyone can read.');
    expect(note).not.toHaveTextContent('Kakao');
  });

  it('says when mail and texts are not sent', async () => {
    await i18n.changeLanguage('en');
    render(<DemoBanner demo={{ payments: false, codes: false, login: false, messages: true }} />);
    expect(screen.getByRole('complementary', { name: 'Demo notice' })).toHaveTextContent('No e-mails or texts are sent, so verification codes and booking notices do not arrive.');
  });

  it('shows nothing on a real deployment', () => {
    const { container } = render(<DemoBanner demo={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
