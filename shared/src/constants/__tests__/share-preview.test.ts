import { sharePreviewOf } from '../share-preview';

describe('sharePreviewOf', () => {
  it('shares a catalogue picture as its PNG preview', () => {
    expect(sharePreviewOf('/media/img/beach/702.svg')).toBe('/media/preview/beach/702.png');
    expect(sharePreviewOf('https://stay.example/media/img/city/5.svg')).toBe('https://stay.example/media/preview/city/5.png');
  });

  it('leaves any other picture as it is', () => {
    expect(sharePreviewOf('/images/p1.jpg')).toBe('/images/p1.jpg');
    expect(sharePreviewOf('/media/icon/WIFI.svg')).toBe('/media/icon/WIFI.svg');
  });
});
