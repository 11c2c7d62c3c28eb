import { act, render, screen } from '@testing-library/react';
import { addBundle, i18n, initI18n } from '../i18n';
import { useStayTranslation } from '../use-stay-translation';

function Greeting({ ns }: { ns?: string }) {
  const { t, i18n: instance } = useStayTranslation(ns);
  return (
    <p>
      {t('hello', { name: 'Mina' })} ({instance.language})
    </p>
  );
}

beforeAll(() => {
  initI18n('ko');
  addBundle('greet', { ko: { hello: '안녕하세요 {{name}}' }, en: { hello: 'Hello {{name}}' }, ja: { hello: 'こんにちは {{name}}' } });
});

it("translates in the component's namespace and follows a language change", async () => {
  render(<Greeting ns="greet" />);
  expect(screen.getByText('안녕하세요 Mina (ko)')).toBeInTheDocument();
  await act(async () => {
    await i18n.changeLanguage('ja');
  });
  expect(screen.getByText('こんにちは Mina (ja)')).toBeInTheDocument();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(screen.getByText('Hello Mina (en)')).toBeInTheDocument();
});
