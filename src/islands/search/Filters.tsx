import { useEffect, useMemo, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/lib/constants';
import { bedOptions, CATEGORIES, hasRooms, propertyTypesOf, type CategoryId } from '@/lib/listings/catalogue';
import { priceStepOptions } from '@/lib/money/price';
import { addRecentLocation, type RecentLocation } from '@/lib/search/recent';
import type { AreaChoice, ListingFilter } from '@/lib/search/schema';
import { readChoices, type SerializedChoices } from '@/lib/search/choices';
import { LISTING_SORTS } from '@/lib/search/sorts';
import { createExpiringStorage, STORAGE_KEYS } from '@/lib/storage';
import AreaPicker from './AreaPicker';
import { SelectField } from './FilterField';
import MoreFilters, { moreFiltersSet } from './MoreFilters';
import { NearMeButton, NearMeStatus, useNearMe } from './NearMe';
import { replayEdit, takeEarlyEdits } from '@/islands/wake/early-edits';
import { FORM_MARK, formQuery, priceOf, rangeEdited, rangeProblems, roomChoice, roomValue, shouldSearch, UNEDITED_RANGES } from '@/lib/search/form';
import './filters.css';
import { reactIsland } from '@/islands/react-island';

const PRICE_PROBLEM = 'filter-price-problem';

export interface FiltersProps {
  filter: ListingFilter;
  /** Where the form is sent (the current results path); the server answers with the results address. */
  action: string;
  /** Every city, and the areas (for the plain select shown before this island wakes) and agencies of this one. */
  choices: SerializedChoices;
  signedIn: boolean;
}

/**
 * Every field of the listing filter. Rendered on the server as a plain GET form (works without
 * JavaScript: the server turns it into the results address). It wakes when first used (client:use);
 * once awake, changes apply by themselves after the pause and go back to page 1.
 */
function Filters({ filter: initial, action, choices, signedIn }: FiltersProps) {
  const { cities, areas, agencies } = useMemo(() => readChoices(choices), [choices]);
  const [filter, setFilter] = useState<ListingFilter>(initial);
  const [awake, setAwake] = useState(false);
  // The area box replaces the plain area select once awake, unless the select is in use right then.
  const [areaBox, setAreaBox] = useState(false);
  const [typing, setTyping] = useState(false);
  const [recentLocations, setRecentLocations] = useState<RecentLocation[]>([]);
  const storage = useRef<ReturnType<typeof createExpiringStorage> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const plainAreas = useRef<HTMLSelectElement>(null);
  const [edits, setEdits] = useState(UNEDITED_RANGES);
  const update = (patch: Partial<ListingFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setEdits((e) => rangeEdited(e, patch));
  };
  const problems = rangeProblems(filter, edits);
  const held = problems.price !== undefined || problems.size !== undefined;

  useEffect(() => {
    storage.current = createExpiringStorage();
    setRecentLocations(storage.current.get<RecentLocation[]>(STORAGE_KEYS.recentLocations) ?? []);
    // The island wakes on first use (client:use): what was changed before it ran counts all the same.
    if (form.current) for (const control of takeEarlyEdits(form.current)) replayEdit(control);
    setAwake(true);
    if (document.activeElement !== plainAreas.current) setAreaBox(true);
  }, []);

  useEffect(() => {
    // Back from the search this form led to, the browser may give this page back as it was left (the
    // back/forward cache): the results of this address, but the form still holding the choice that led
    // away, which the next change would then search with. The form goes back to the results shown.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setFilter(initial);
      setEdits(UNEDITED_RANGES);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [initial]);

  const go = (next: ListingFilter) => {
    if (!shouldSearch(initial, next)) return;
    window.location.assign(`${action}?${formQuery(next).toString()}`);
  };

  useEffect(() => {
    // A range the wrong way round says so and waits for the fix: its search could only come back empty.
    if (!awake || typing || held || filter === initial) return;
    const timer = setTimeout(() => go(filter), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `go` reads only `initial` and `action`, which do not change while the page lives.
  }, [filter, awake, typing, held]);

  const addArea = (area: AreaChoice) => {
    update({ areaList: [...filter.areaList, area] });
    const next = addRecentLocation(recentLocations, { ...area, cityId: filter.city.id });
    setRecentLocations(next);
    storage.current?.set(STORAGE_KEYS.recentLocations, next);
  };
  const nearMe = useNearMe(filter.city.id, new Set(filter.areaList.map((a) => a.id)), (area) => addArea({ id: area.id, title: area.name }));
  const types = propertyTypesOf(filter.category);
  const prices = priceStepOptions(filter.purpose);
  const rooms = hasRooms(filter.category);
  const moreCount = moreFiltersSet(filter);
  // On phones only the purpose, city and areas show until 'All filters' is ticked; it says how many
  // of the others are set, so nothing chosen is out of sight unannounced.
  const phoneHiddenCount = moreCount + [
    filter.category !== 'residential', filter.type !== null, filter.minPrice !== null, filter.maxPrice !== null, filter.bed !== 'Any', filter.sort !== 'newest',
  ].filter(Boolean).length;

  return (
    <form
      ref={form}
      className="filters"
      method="get"
      action={action}
      role="search"
      aria-label="Filter listings"
      // Back to this page, the browser would put back the choices the form held when it was left: the
      // results of this address under a form that says otherwise.
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        if (!held) window.location.assign(`${action}?${formQuery(filter).toString()}`);
      }}
    >
      <input type="hidden" name={FORM_MARK} value="1" />
      <div className="filters-main">
        <fieldset className="purpose">
          <legend className="visually-hidden">Purpose</legend>
          {(['buy', 'rent'] as const).map((purpose) => (
            <label key={purpose} className={filter.purpose === purpose ? 'on' : undefined}>
              <input
                type="radio"
                name="purpose"
                value={purpose === 'buy' ? 'sale' : 'rent'}
                checked={filter.purpose === purpose}
                onChange={() => update({ purpose, minPrice: null, maxPrice: null })}
              />
              {purpose === 'buy' ? 'Buy' : 'Rent'}
            </label>
          ))}
        </fieldset>
        <SelectField
          label="City"
          name="city"
          value={filter.city.id}
          choices={cities.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(value) => {
            const city = cities.find((c) => c.id === Number(value));
            if (city) update({ city, areaList: [], agency: null });
          }}
        />
        <div className="filter-field wide">
          <div className="near-me-row">
            <span className="filter-label" id="area-label">
              Areas
            </span>
            {areaBox && <NearMeButton nearMe={nearMe} />}
          </div>
          {areaBox ? (
            <AreaPicker
              cityId={filter.city.id}
              chosen={filter.areaList}
              recent={recentLocations}
              onAdd={addArea}
              onTyping={setTyping}
              onRemove={(id) => update({ areaList: filter.areaList.filter((a) => a.id !== id) })}
            />
          ) : (
            <select
              ref={plainAreas}
              className="select"
              name="area"
              aria-labelledby="area-label"
              defaultValue={filter.areaList[0]?.id ?? ''}
              onChange={(e) => {
                const area = areas.find((a) => a.id === Number(e.target.value));
                update({ areaList: area ? [{ id: area.id, title: area.name }] : [] });
              }}
              onBlur={() => awake && setAreaBox(true)}
            >
              <option value="">All areas</option>
              {areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
        </div>
        <SelectField
          phoneMore
          label="Category"
          name="category"
          value={filter.category}
          choices={CATEGORIES.map((c) => ({ value: c.id, label: c.label }))}
          onChange={(value) => {
            const category = value as CategoryId;
            update({ category, type: null, multiSubTypes: [], ...(hasRooms(category) ? {} : { bed: 'Any', bathroom: 'Any' }) });
          }}
        />
        <SelectField
          phoneMore
          label="Type"
          name="type"
          value={filter.type ?? ''}
          anyLabel="All types"
          choices={types.map((t) => ({ value: t.id, label: t.label }))}
          onChange={(value) => update({ type: value || null })}
        />
        <SelectField
          phoneMore
          label="Min price (PKR)"
          name="minPrice"
          value={filter.minPrice ?? ''}
          anyLabel="Any"
          choices={prices.slice(1)}
          onChange={(value) => update({ minPrice: priceOf(value) })}
          problemId={problems.price && edits.price === 'min' ? PRICE_PROBLEM : undefined}
        />
        <SelectField
          phoneMore
          label="Max price (PKR)"
          name="maxPrice"
          value={filter.maxPrice ?? ''}
          anyLabel="Any"
          choices={prices.slice(1)}
          onChange={(value) => update({ maxPrice: priceOf(value) })}
          problemId={problems.price && edits.price === 'max' ? PRICE_PROBLEM : undefined}
        />
        {rooms && (
          <SelectField
            phoneMore
            label="Beds"
            name="bed"
            value={roomValue(filter.bed)}
            choices={bedOptions().map((o) => ({ value: roomValue(o.value), label: o.label }))}
            onChange={(value) => update({ bed: roomChoice(value) })}
          />
        )}
        <SelectField
          phoneMore
          label="Sort by"
          name="sort"
          value={filter.sort}
          choices={LISTING_SORTS.map((s) => ({ value: s.id, label: s.label }))}
          onChange={(value) => update({ sort: value as ListingFilter['sort'] })}
        />
        {/* A checkbox, not a script: the fields fold away on phones with CSS alone, before and without JavaScript. */}
        <label className="filters-toggle">
          <input type="checkbox" className="filters-toggle-input" />
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4" />
          </svg>
          <span>All filters{phoneHiddenCount > 0 ? ` (${phoneHiddenCount})` : ''}</span>
          <svg className="filters-toggle-chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </label>
        <div className="filters-actions">
          <button type="submit" className="btn btn-primary">
            <span className="btn-label">Search</span>
          </button>
          <a className="btn btn-ghost" href={action}>
            <span className="btn-label">Clear filters</span>
          </a>
        </div>
        {problems.price && (
          <p className="filters-problem" id={PRICE_PROBLEM} role="alert">
            <strong>{edits.price === 'min' ? 'Min price' : 'Max price'}:</strong> {problems.price}
          </p>
        )}
        {areaBox && <NearMeStatus nearMe={nearMe} />}
      </div>
      <MoreFilters filter={filter} update={update} agencies={agencies} signedIn={signedIn} sizeProblem={problems.size} sizeEdited={edits.size} />
    </form>
  );
}

export default reactIsland(Filters, { pure: true });
