import { useEffect, useId, useRef, useState } from 'react';
import { SUGGEST_DELAY_MS } from '@/lib/constants';
import type { PlaceSuggestion } from '@/lib/search/places';
import { FeedbackNote, Field, FieldMessage, Warnings } from '../fields';
import { useWizard } from '../context';
import { nearestArea, suggestAreas } from '../api';
import { MAP_KEYS_TEXT, MapPin } from '../MapPin';
import { exactArea, pinAreaChoice } from '../location-rules';
import { UNREACHABLE } from '@/lib/stores/toast-events';

const PIN_REMOVED = 'Pin removed.';
const AREAS_FAILED = 'The areas could not be loaded. Please try again.';

export function LocationStep() {
  const { form, cities, errorOf, recheck, feedbackFor, warningsFor, tiles } = useWizard();
  const { watch, setValue } = form;
  const city = watch('city');
  const area = watch('area');
  const areaInput = watch('areaInput');
  const pin = watch('areaPinDetails');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pinNote, setPinNote] = useState<string | null>(null);
  /** Why no suggestions came: else 'choose from the suggestions' leaves the person none to choose from. */
  const [suggestFailed, setSuggestFailed] = useState<string | null>(null);
  const listId = useId();
  const typed = useRef(false);
  /** Whether the current area came from the pin (then a new pin may change it) rather than from the person. */
  const areaFromPin = useRef(false);
  const recheckRef = useRef(recheck);
  recheckRef.current = recheck;

  useEffect(() => {
    if (!city || !typed.current || areaInput.trim().length < 1) {
      setSuggestions([]);
      return;
    }
    const timer = window.setTimeout(() => {
      suggestAreas(city.id, areaInput.trim())
        .then((found) => {
          setSuggestFailed(null);
          setSuggestions(found.slice(0, 8));
          setActive(-1);
          // A name typed in full is that area, whether or not it is then picked from the list.
          const exact = exactArea(found, form.getValues('areaInput'));
          if (exact && form.getValues('area')?.id !== exact.id) {
            areaFromPin.current = false;
            setValue('area', { id: exact.id, name: exact.name }, { shouldDirty: true });
            recheckRef.current();
          }
        })
        .catch((error: unknown) => {
          setSuggestions([]);
          // No status: the request got no answer at all.
          setSuggestFailed((error as { statusCode?: number })?.statusCode ? AREAS_FAILED : UNREACHABLE);
        });
    }, SUGGEST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [areaInput, city, form, setValue]);

  const chooseCity = (id: number | null) => {
    const next = cities.find((c) => c.id === id) ?? null;
    setValue('city', next ? { id: next.id, name: next.name } : null, { shouldDirty: true });
    // Changing the city clears the area (spec section 4).
    setValue('area', null, { shouldDirty: true });
    setValue('areaInput', '', { shouldDirty: true });
    areaFromPin.current = false;
    setSuggestions([]);
    recheck();
  };

  const chooseArea = (s: { id: number; name: string }) => {
    setValue('area', { id: s.id, name: s.name }, { shouldDirty: true });
    setValue('areaInput', s.name, { shouldDirty: true });
    areaFromPin.current = false;
    typed.current = false;
    setOpen(false);
    setSuggestions([]);
    recheck();
  };

  const onPin = async (lat: number, lng: number) => {
    setValue('areaPinDetails', { lat, lng }, { shouldDirty: true });
    setPinNote(null);
    const found = await nearestArea(lat, lng).catch(() => null);
    if (found) setValue('areaPinDetails', { lat, lng, address: `${found.area.name}, ${found.city.name}` }, { shouldDirty: true });
    const choice = pinAreaChoice(form.getValues('area'), areaFromPin.current, found);
    setPinNote(choice.note);
    if (choice.kind === 'take' && found) {
      if (form.getValues('city')?.id !== found.city.id) setValue('city', found.city, { shouldDirty: true });
      setValue('area', found.area, { shouldDirty: true });
      setValue('areaInput', found.area.name, { shouldDirty: true });
      areaFromPin.current = true;
    }
    recheck();
  };

  const removePin = () => {
    setValue('areaPinDetails', null, { shouldDirty: true });
    setPinNote(PIN_REMOVED);
    recheck();
  };

  const cityInfo = cities.find((c) => c.id === city?.id);

  return (
    <div className="wz-step">
      <FeedbackNote notes={feedbackFor('location')} />
      <div className="wz-row">
        <Field id="city" label="City" error={errorOf('city')}>
          <select
            id="city"
            className="select"
            value={city?.id ?? ''}
            aria-invalid={Boolean(errorOf('city'))}
            aria-describedby={errorOf('city') ? 'city-error' : undefined}
            onChange={(e) => chooseCity(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">Select a city</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>

        <div className={`wz-field wz-combo${errorOf('area') ? ' has-error' : ''}`}>
          <label className="wz-label" htmlFor="areaInput">
            Area
          </label>
          <input
            id="areaInput"
            className="input"
            role="combobox"
            aria-expanded={open && suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={Boolean(errorOf('area'))}
            aria-describedby={errorOf('area') ? 'area-error' : undefined}
            autoComplete="off"
            placeholder={city ? `Type an area of ${city.name}` : 'Choose a city first'}
            value={areaInput}
            onChange={(e) => {
              typed.current = true;
              setValue('areaInput', e.target.value, { shouldDirty: true });
              if (area && e.target.value !== area.name) {
                setValue('area', null, { shouldDirty: true });
                areaFromPin.current = false;
              }
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((i) => Math.min(i + 1, suggestions.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((i) => Math.max(i - 1, 0));
              } else if (e.key === 'Enter' && open && active >= 0 && suggestions[active]) {
                e.preventDefault();
                chooseArea(suggestions[active]);
              } else if (e.key === 'Escape') setOpen(false);
            }}
          />
          {open && suggestions.length > 0 && (
            <ul className="wz-suggestions" role="listbox" id={listId}>
              {suggestions.map((s, i) => (
                <li
                  key={s.id}
                  id={`${listId}-${i}`}
                  role="option"
                  // Read as 'E-11, Islamabad', not run together as 'E-11Islamabad'.
                  aria-label={`${s.name}, ${s.cityName}`}
                  aria-selected={i === active}
                  className={i === active ? 'is-active' : ''}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    chooseArea(s);
                  }}
                >
                  {s.name}
                  <span>{s.cityName}</span>
                </li>
              ))}
            </ul>
          )}
          <FieldMessage id="area" message={errorOf('area')} />
          <p className="wz-hint" role="status">
            {suggestFailed}
          </p>
        </div>
      </div>

      <div className="wz-field">
        <p className="wz-label" id="pin-label">
          Pin on the map <span className="wz-optional">(recommended)</span>
        </p>
        <p className="wz-hint" id="pin-hint">Click the map where the property is. We suggest the area from the pin.</p>
        <p className="visually-hidden" id="pin-keys">{MAP_KEYS_TEXT}</p>
        <MapPin
          tiles={tiles}
          center={pin ?? (cityInfo ? { lat: cityInfo.lat, lng: cityInfo.lng } : { lat: 30.3753, lng: 69.3451 })}
          zoom={pin ? 15 : cityInfo ? 12 : 5}
          pin={pin}
          onPin={onPin}
          onRemove={removePin}
          labelledBy="pin-label"
          describedBy="pin-hint pin-keys"
        />
        {/* Always there, so what a pin did (placed, moved, taken away) is read out as it changes. */}
        <p className="wz-hint" role="status">
          {pin ? (pinNote ?? (pin.address ? `Pinned in ${pin.address}` : `Pinned at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`)) : pinNote}
        </p>
        {pin && (
          <p className="wz-hint">
            <button type="button" className="wz-link" onClick={removePin}>
              Remove pin
            </button>
          </p>
        )}
        <Warnings items={warningsFor('areaPinDetails')} />
      </div>
    </div>
  );
}
