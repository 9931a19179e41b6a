export * from './schema';
export { areasByIds, areasOfCity, getArea, getCity, listCities, topAreasByCities } from './queries.server';
