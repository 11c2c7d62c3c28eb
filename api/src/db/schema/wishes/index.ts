// Members' wished stays (the product page's wish toggle).
export * from './wishes';
