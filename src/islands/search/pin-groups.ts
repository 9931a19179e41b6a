/**
 * Which price pins of the results map would cover each other at a zoom, and so are drawn as one pin
 * ('5 listings') until the map is zoomed in far enough to tell them apart. Thirty listings of one city
 * often sit a few hundred metres apart in the same few areas: drawn one by one at the city's zoom, their
 * labels piled into an unreadable stack where only the top price could be read or pressed.
 */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** The room a price label takes on the map, in pixels ('12.63 Crore' in a pill, with a little air). */
export const PIN_BOX = { width: 84, height: 26 } as const;

/**
 * The points, as groups of indexes, in the order given: a point joins the first group whose first point
 * its label would overlap, else starts a group. Anchoring on the first point (not the group's middle)
 * keeps a group from creeping across the map as it grows.
 */
export function overlapGroups(points: readonly ScreenPoint[], box: { width: number; height: number } = PIN_BOX): number[][] {
  const groups: number[][] = [];
  points.forEach((point, index) => {
    const group = groups.find((g) => {
      const anchor = points[g[0]];
      return Math.abs(anchor.x - point.x) < box.width && Math.abs(anchor.y - point.y) < box.height;
    });
    if (group) group.push(index);
    else groups.push([index]);
  });
  return groups;
}

/** A group's label: '5 listings'. */
export function groupLabel(count: number): string {
  return `${count} listings`;
}
