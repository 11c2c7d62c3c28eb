// Pins that would cover each other on the map are drawn as one (the results map): at each
// zoom the pins are placed in screen pixels and grouped greedily, in the order given (the list's
// order, so the first stay of a group is the one the list ranks highest). A pin joins the first
// group whose first pin is closer than one label in both directions; otherwise it starts a group.

export interface ScreenPoint {
  x: number;
  y: number;
}

/** How close two pins may stand before their labels overlap, in px: a price label is about 92 x 30,
 *  a group's label (a price and how many more) up to about 150 wide, so the width is between. */
export const PIN_LABEL_BOX = { width: 120, height: 30 } as const;

/** Groups of indexes into `points`; a group of one is a pin drawn as itself. */
export function clusterPoints(points: readonly ScreenPoint[], box: { width: number; height: number } = PIN_LABEL_BOX): number[][] {
  const groups: { anchor: ScreenPoint; members: number[] }[] = [];
  points.forEach((p, i) => {
    const group = groups.find((g) => Math.abs(g.anchor.x - p.x) < box.width && Math.abs(g.anchor.y - p.y) < box.height);
    if (group) group.members.push(i);
    else groups.push({ anchor: p, members: [i] });
  });
  return groups.map((g) => g.members);
}

/** True when zooming in cannot part the group: its pins stand on (nearly) the same spot. */
export function samePlace(points: readonly { lat: number; lng: number }[]): boolean {
  const first = points[0];
  if (!first) return true;
  // About a metre: closer than any zoom of a map draws apart.
  return points.every((p) => Math.abs(p.lat - first.lat) < 1e-5 && Math.abs(p.lng - first.lng) < 1e-5);
}
