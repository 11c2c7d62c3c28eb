import { clusterPoints, samePlace } from '../map-clusters';

const box = { width: 90, height: 30 };

test('pins far enough apart stay single, in the order given', () => {
  expect(clusterPoints([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 0, y: 40 }], box)).toEqual([[0], [1], [2]]);
});

test('a pin closer than a label in both directions joins the first group it would cover', () => {
  const groups = clusterPoints([{ x: 0, y: 0 }, { x: 50, y: 10 }, { x: 300, y: 300 }, { x: -60, y: -20 }, { x: 320, y: 310 }], box);
  expect(groups).toEqual([[0, 1, 3], [2, 4]]);
});

test('near in one direction only is not an overlap', () => {
  expect(clusterPoints([{ x: 0, y: 0 }, { x: 10, y: 30 }, { x: 90, y: 0 }], box)).toEqual([[0], [1], [2]]);
});

test('every pin lands in exactly one group', () => {
  const points = Array.from({ length: 200 }, (_, i) => ({ x: (i * 37) % 400, y: (i * 53) % 300 }));
  const seen = clusterPoints(points, box).flat().sort((a, b) => a - b);
  expect(seen).toEqual(points.map((_, i) => i));
});

test('samePlace tells a group zooming cannot part from one it can', () => {
  expect(samePlace([{ lat: 37.5, lng: 127 }, { lat: 37.500001, lng: 127.000002 }])).toBe(true);
  expect(samePlace([{ lat: 37.5, lng: 127 }, { lat: 37.501, lng: 127 }])).toBe(false);
});
