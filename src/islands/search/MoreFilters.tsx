import { useEffect, useState } from 'react';
import { bathOptions, CONDITIONS, FEATURE_CATEGORIES, FEATURES, hasRooms, propertyTypesOf } from '@/lib/listings/catalogue';
import { isBlockedNumberKey } from '@/lib/forms/rules';
import { SIZE_UNITS, sizeCap, type SizeUnitId } from '@/lib/money/units';
import { convertSizeRange, roomChoice, roomValue, sizeBoundOf, sizeBoundText } from '@/lib/search/form';
import type { ListingFilter } from '@/lib/search/schema';
import { SelectField } from './FilterField';

/** How many of the fields under 'More filters' are set (the summary says so while it is closed). */
export function moreFiltersSet(filter: ListingFilter): number {
  return [
    filter.multiSubTypes.length > 0, filter.minSize > 0 || filter.maxSize < sizeCap(filter.sizeUnit), filter.bathroom !== 'Any', filter.propsureVerified,
    filter.agency !== null, filter.features.length > 0, filter.isViewed, filter.condition !== null,
  ].filter(Boolean).length;
}

interface SizeBoundProps {
  side: 'min' | 'max';
  label: string;
  /** The unit's largest size: a bound typed above it is kept at it, one below zero at zero. */
  cap: number;
  value: number;
  update: (patch: Partial<ListingFilter>) => void;
  problemId?: string;
}

/** A size bound: empty (no limit) unless set, and what is typed stays as typed ('0.' on its way to '0.5'). */
function SizeBound({ side, label, cap, value, update, problemId }: SizeBoundProps) {
  const [text, setText] = useState(() => sizeBoundText(value, side, cap));
  // A bound changed from elsewhere (a new unit converts both) shows; one that matches the text leaves it be.
  useEffect(() => setText((typed) => (sizeBoundOf(typed, side, cap) === value ? typed : sizeBoundText(value, side, cap))), [value, cap, side]);
  const name = side === 'min' ? 'minSize' : 'maxSize';
  return (
    <input
      className="input"
      type="number"
      name={name}
      aria-label={label}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      placeholder={side === 'min' ? '0' : 'Any'}
      onKeyDown={(e) => isBlockedNumberKey(e.key) && e.preventDefault()}
      min={0}
      max={cap}
      step="any"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        update({ [name]: sizeBoundOf(e.target.value, side, cap) });
      }}
    />
  );
}

interface MoreFiltersProps {
  filter: ListingFilter;
  update: (patch: Partial<ListingFilter>) => void;
  agencies: ReadonlyArray<{ id: number; name: string }>;
  signedIn: boolean;
  /** The size range's message while it is the wrong way round, about the bound changed last. */
  sizeProblem?: string;
  sizeEdited: 'min' | 'max';
}

const SIZE_PROBLEM = 'filter-size-problem';

/** The filter's less used fields, folded under 'More filters': size, baths, condition, agency, checks, sub-types, features. */
export default function MoreFilters({ filter, update, agencies, signedIn, sizeProblem, sizeEdited }: MoreFiltersProps) {
  const moreCount = moreFiltersSet(filter);
  const types = propertyTypesOf(filter.category);
  const cap = sizeCap(filter.sizeUnit);
  const rooms = hasRooms(filter.category);
  return (
    <details className="filters-more phone-more">
      <summary>More filters{moreCount > 0 ? ` (${moreCount})` : ''}</summary>
      <div className="filters-more-body">
        <fieldset className="size">
          <legend>Size</legend>
          <select
            className="select"
            name="unit"
            aria-label="Size unit"
            value={filter.sizeUnit}
            onChange={(e) => update(convertSizeRange(filter, e.target.value as SizeUnitId))}
          >
            {SIZE_UNITS.map((u) => (
              <option key={u.id} value={u.id}>
                {u.label}
              </option>
            ))}
          </select>
          <SizeBound side="min" label="Min size" cap={cap} value={filter.minSize} update={update} problemId={sizeProblem && sizeEdited === 'min' ? SIZE_PROBLEM : undefined} />
          <span aria-hidden="true">to</span>
          <SizeBound side="max" label="Max size" cap={cap} value={filter.maxSize} update={update} problemId={sizeProblem && sizeEdited === 'max' ? SIZE_PROBLEM : undefined} />
          {sizeProblem && (
            <p className="filters-problem" id={SIZE_PROBLEM} role="alert">
              <strong>{sizeEdited === 'min' ? 'Min size' : 'Max size'}:</strong> {sizeProblem}
            </p>
          )}
        </fieldset>
        {rooms && (
          <SelectField
            label="Baths"
            name="bath"
            value={roomValue(filter.bathroom)}
            choices={bathOptions().map((o) => ({ value: roomValue(o.value), label: o.label }))}
            onChange={(value) => update({ bathroom: roomChoice(value) })}
          />
        )}
        <SelectField
          label="Condition"
          name="condition"
          value={filter.condition ?? ''}
          anyLabel="Any"
          choices={CONDITIONS.map((c) => ({ value: c.id, label: c.label }))}
          onChange={(value) => update({ condition: (value || null) as ListingFilter['condition'] })}
        />
        <SelectField
          label="Agency"
          name="agency"
          value={filter.agency ?? ''}
          anyLabel="Any agency"
          choices={agencies.map((a) => ({ value: a.id, label: a.name }))}
          onChange={(value) => update({ agency: value ? Number(value) : null })}
        />
        <div className="checks">
          <label className="check">
            <input type="checkbox" name="verified" value="1" checked={filter.propsureVerified} onChange={(e) => update({ propsureVerified: e.target.checked })} />
            Verified only
          </label>
          {signedIn && (
            <label className="check">
              <input type="checkbox" name="viewed" value="1" checked={filter.isViewed} onChange={(e) => update({ isViewed: e.target.checked })} />
              Not viewed yet
            </label>
          )}
        </div>
        <fieldset className="options">
          <legend>Sub-types</legend>
          {types.map((t) => (
            <label key={t.id} className="check">
              <input
                type="checkbox"
                name="subtypes"
                value={t.id}
                checked={filter.multiSubTypes.includes(t.id)}
                onChange={(e) =>
                  update({ multiSubTypes: e.target.checked ? [...filter.multiSubTypes, t.id] : filter.multiSubTypes.filter((x) => x !== t.id) })
                }
              />
              {t.label}
            </label>
          ))}
        </fieldset>
        {FEATURE_CATEGORIES.map((group) => (
          <fieldset key={group.id} className="options">
            <legend>{group.label}</legend>
            {FEATURES.filter((f) => f.category === group.id && f.type === 'boolean').map((f) => (
              <label key={f.id} className="check">
                <input
                  type="checkbox"
                  name="features"
                  value={f.id}
                  checked={filter.features.includes(f.id)}
                  onChange={(e) => update({ features: e.target.checked ? [...filter.features, f.id] : filter.features.filter((x) => x !== f.id) })}
                />
                {f.text}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </details>
  );
}
