// Members' wished stays (issue 5, product page wish toggle).
export * from './wishes';
