// Site content around the catalogue: main banners, popular places, themes, notices,
// FAQs and common codes.
export * from './banners';
export * from './themes';
export * from './support';
