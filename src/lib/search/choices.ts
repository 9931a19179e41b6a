/**
 * What the filter form offers: every city, and the areas and agencies of the city searched. The server
 * hands them to the filter island as one JSON string: the island's props are written into every results
 * page, and Astro's own serialisation of a few hundred small objects cost 4% of a rendered page's server
 * time, where a string costs it one escape (decision 022, fourteenth round).
 */
export interface FilterChoices {
  cities: Array<{ id: number; name: string }>;
  areas: Array<{ id: number; name: string }>;
  agencies: Array<{ id: number; name: string }>;
}

export type SerializedChoices = string & { readonly __filterChoices: unique symbol };

export function serializeChoices(choices: FilterChoices): SerializedChoices {
  return JSON.stringify(choices) as SerializedChoices;
}

export function readChoices(json: SerializedChoices): FilterChoices {
  return JSON.parse(json) as FilterChoices;
}
