// Site content around the catalogue (issue 4): main banners, popular places, themes, notices,
// FAQs and common codes.
export * from './banners';
export * from './themes';
export * from './support';
