/** Area guide addresses: '/area-guides/{city-slug}' and '/area-guides/{city-slug}/{area-slug}'. */
export function cityGuidePath(citySlug: string): string {
  return `/area-guides/${citySlug}`;
}

export function areaGuidePath(citySlug: string, areaSlug: string): string {
  return `/area-guides/${citySlug}/${areaSlug}`;
}
