// A parcel whose element holds its server-drawn view hydrates it: the drawn elements stay,
// a later update (a navigation) keeps them, and the view says once when it is live.
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HYDRATED_EVENT, HYDRATING_EVENT, SERVER_RENDERED_ATTR, type MountProps } from '../contract';
import { createParcel } from '../parcel';

function Greeting({ pathname }: MountProps) {
  return <p data-testid="drawn">Page {pathname}</p>;
}

const props = (pathname: string) =>
  ({ name: 'test', singleSpa: {}, mountParcel: () => undefined, locale: 'en', basePath: '/en', pathname, search: '', webview: false }) as unknown as MountProps;

it('hydrates the drawn view, keeps its elements through an update, and says once when it is live', async () => {
  const el = document.createElement('div');
  el.setAttribute(SERVER_RENDERED_ATTR, 'mf_test');
  el.innerHTML = renderToString(<Greeting {...props('/a')} />);
  document.body.appendChild(el);
  const drawn = el.querySelector('[data-testid="drawn"]');
  const events: string[] = [];
  el.addEventListener(HYDRATING_EVENT, () => events.push('hydrating'));
  el.addEventListener(HYDRATED_EVENT, () => events.push('hydrated'));

  const parcel = createParcel(Greeting);
  await parcel.bootstrap({ ...props('/a'), domElement: el } as MountProps);
  const mounted = parcel.mount({ ...props('/a'), domElement: el } as MountProps);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  await mounted;
  expect(events).toEqual(['hydrating', 'hydrated']);
  expect(el.querySelector('[data-testid="drawn"]')).toBe(drawn);

  const updated = parcel.update?.({ ...props('/b'), domElement: el } as MountProps);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  await updated;
  expect(el.querySelector('[data-testid="drawn"]')).toBe(drawn);
  expect(drawn?.textContent).toBe('Page /b');
  expect(events).toEqual(['hydrating', 'hydrated']);
  await parcel.unmount({ ...props('/b'), domElement: el } as MountProps);
  el.remove();
});
