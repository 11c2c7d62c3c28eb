import { screenOf } from '../app';

describe('which screen a path shows', () => {
  it.each([
    ['/', { screen: 'main' }],
    ['/en', { screen: 'main' }],
    ['/ja/', { screen: 'main' }],
    ['/search', { screen: 'results' }],
    ['/en/search/', { screen: 'results' }],
    ['/Search', { screen: 'results' }],
    ['/themes/3', { screen: 'theme', id: '3' }],
    ['/ja/themes/12/', { screen: 'theme', id: '12' }],
    ['/themes/abc', { screen: 'theme', id: 'abc' }],
    ['/themes', { screen: 'notFound' }],
    ['/themes/1/2', { screen: 'notFound' }],
    ['/nope', { screen: 'notFound' }],
    ['/search/x', { screen: 'notFound' }],
    ['/english', { screen: 'notFound' }],
  ])('%s', (path, expected) => {
    expect(screenOf(path)).toEqual(expected);
  });
});
