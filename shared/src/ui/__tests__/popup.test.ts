import { bus } from '../../events/event-bus';
import type { LoadingRequest, PopupRequest } from '../../events/stay-events';
import { initI18n } from '../../i18n/i18n';
import { alert, confirm, loading } from '../popup';

afterEach(() => {
  bus.clear();
  initI18n('ko');
});

function answerWith(event: 'ui:alert' | 'ui:confirm', answer: boolean) {
  const seen: PopupRequest[] = [];
  bus.on(event, (request) => {
    seen.push(request);
    request.resolve(answer);
  });
  return seen;
}

describe('alert', () => {
  it('emits ui:alert with the translated default button and resolves with the answer', async () => {
    initI18n('ko');
    const seen = answerWith('ui:alert', true);
    await expect(alert('안녕하세요', { title: '알림' })).resolves.toBe(true);
    expect(seen[0]).toMatchObject({ message: '안녕하세요', title: '알림', confirmText: '확인' });
  });

  it('uses the browser alert when no popup host listens (remote alone)', async () => {
    const spy = jest.spyOn(window, 'alert').mockImplementation(() => {});
    await expect(alert('hello')).resolves.toBe(true);
    expect(spy).toHaveBeenCalledWith('hello');
    spy.mockRestore();
  });
});

describe('confirm', () => {
  it("defaults to 'confirm' and 'go back' buttons in the UI language", async () => {
    initI18n('en');
    const seen = answerWith('ui:confirm', true);
    await confirm('Delete?');
    expect(seen[0]).toMatchObject({ confirmText: 'Confirm', cancelText: 'Go back' });
    initI18n('ja');
    await confirm('削除しますか?');
    expect(seen[1]).toMatchObject({ confirmText: '確認', cancelText: '戻る' });
  });

  it('resolves false on cancel and keeps custom button texts', async () => {
    const seen = answerWith('ui:confirm', false);
    await expect(confirm('Delete?', { confirmText: 'Yes', cancelText: 'No' })).resolves.toBe(false);
    expect(seen[0]).toMatchObject({ confirmText: 'Yes', cancelText: 'No' });
  });

  it('counts only the first answer', async () => {
    bus.on('ui:confirm', (request) => {
      request.resolve(false);
      request.resolve(true);
    });
    await expect(confirm('x')).resolves.toBe(false);
  });

  it('uses the browser confirm when no popup host listens', async () => {
    const spy = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await expect(confirm('sure?')).resolves.toBe(false);
    spy.mockRestore();
  });
});

describe('loading', () => {
  it("shows the basic layer with the translated 'loading' text by default, and hides it", () => {
    initI18n('en');
    const seen: LoadingRequest[] = [];
    bus.on('ui:loading', (r) => seen.push(r));
    loading.show();
    loading.show('product', 'Finding rooms');
    loading.hide();
    expect(seen).toEqual([
      { on: true, type: 'basic', text: 'Loading…' },
      { on: true, type: 'product', text: 'Finding rooms' },
      { on: false },
    ]);
  });
});
